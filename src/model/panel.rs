//! The parts of the sheet and of Jeanne's zone that a help button explains, and the rules'
//! section of each.

/// A part of the sheet or of Jeanne's zone, with a help button opening its section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The map.
    Map,
    /// The Warehouse.
    Warehouse,
    /// The Bank.
    Bank,
    /// The Depot.
    Depot,
    /// The citizens.
    Citizens,
    /// The Monks.
    Monks,
    /// The bag track.
    Bags,
    /// The development track.
    Development,
    /// The beneficial deeds.
    Deeds,
    /// The places.
    Places,
    /// The score strip.
    Score,
    /// Jeanne's zone (solo).
    JeanneZone,
    /// Jeanne's solo cards (solo).
    JeanneCards,
}

impl Panel {
    /// The panels of a player's sheet, in the sheet's reading order.
    pub const SHEET: [Panel; 11] = [
        Panel::Map,
        Panel::Warehouse,
        Panel::Bank,
        Panel::Depot,
        Panel::Citizens,
        Panel::Monks,
        Panel::Bags,
        Panel::Development,
        Panel::Deeds,
        Panel::Places,
        Panel::Score,
    ];

    /// The panels of Jeanne's zone.
    pub const JEANNE: [Panel; 2] = [Panel::JeanneZone, Panel::JeanneCards];

    /// The id of the rules' section that explains it.
    pub fn section(self) -> &'static str {
        match self {
            Panel::Map => "6.5",
            Panel::Warehouse => "6.1",
            Panel::Bank => "6.2",
            Panel::Depot => "6.3",
            Panel::Citizens => "6.6",
            Panel::Monks => "monks",
            Panel::Bags => "bags",
            Panel::Development => "6.4",
            Panel::Deeds => "8",
            Panel::Places => "9",
            Panel::Score => "7",
            Panel::JeanneZone => "jeanne-zone",
            Panel::JeanneCards => "jeanne-turn",
        }
    }
}
