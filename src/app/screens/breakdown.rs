//! The score breakdown of the end screen: a table line by line, and the same points as bars
//! (both written by [`result`] as markup).

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::app::markup;
use crate::model::result::Column;

/// The breakdown table: a row per line, a column per player (and Jeanne).
#[component]
pub fn Breakdown(columns: Vec<Column>) -> impl IntoView {
    view! { <table class="breakdown" inner_html=markup::table(lang::words(), &columns)></table> }
}

/// The points as horizontal stacked bars, one per player (and Jeanne), with their legend.
#[component]
pub fn Chart(columns: Vec<Column>) -> impl IntoView {
    let w = lang::words();
    view! {
        <figure class="chart">
            <div inner_html=markup::chart(w, &columns)></div>
            <figcaption>
                <ul class="legend" inner_html=markup::legend(w, &columns)></ul>
            </figcaption>
        </figure>
    }
}
