//! The edits that turn one drawing of an element into the next, so that the page replaces only
//! the marks and targets that changed: replacing a whole area costs the browser parsing,
//! styling and laying out hundreds of elements, a slow phone's frame many times over.
//!
//! Works on the markup the renderer writes (see [`Svg`](crate::app::svg::Svg)): elements with
//! quoted attributes, text escaped, no whitespace between elements. Two elements of the same
//! tag whose contents are elements only are edited in place: their attributes are set, their
//! children aligned (the longest run of unchanged children is kept) and the others edited in
//! turn: between two kept ones, as many on both sides each into the other, else those of the
//! same tag at the run's start (a target's title into a plain group's) and the rest put in or
//! taken out. Two of the same tag whose contents are text (free of entities) have their
//! attributes and text set: no markup to parse. Any other change replaces the element.

/// One change to the elements shown. `path` leads from the element diffed to the element
/// changed: the index of a child (elements only) at each level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit<'a> {
    /// Sets these attributes (values free of entities) and removes those of `remove`.
    Attrs { path: Vec<u32>, set: Vec<(&'a str, &'a str)>, remove: Vec<&'a str> },
    /// Replaces the element by `markup`.
    Replace { path: Vec<u32>, markup: &'a str },
    /// Sets the element's text (free of entities and elements).
    Text { path: Vec<u32>, text: &'a str },
    /// Removes `count` children from index `at`, then inserts `markup` (elements) there.
    Splice { path: Vec<u32>, at: u32, count: u32, markup: &'a str },
}

/// The edits that turn the element `old` into `new` (each one element of markup), in an order
/// in which every path is still valid when its edit is applied.
pub fn diff<'a>(old: &'a str, new: &'a str) -> Vec<Edit<'a>> {
    if old == new {
        return Vec::new();
    }
    let (Some(was), Some(now)) = (spans(old), spans(new)) else {
        return vec![Edit::Replace { path: Vec::new(), markup: new }];
    };
    let mut edits = Vec::new();
    let (old, new) = (Tree { source: old, spans: &was }, Tree { source: new, spans: &now });
    element_diff(old, new, &mut Vec::new(), &mut edits);
    edits
}

/// One element of markup.
struct Element<'a> {
    name: &'a str,
    /// The attributes, as written: ` a="1" b="2"`.
    attrs: &'a str,
    /// What is between the opening and the closing tag (empty for `<x/>`).
    inner: &'a str,
}

/// `markup` read as exactly one element.
fn element(markup: &str) -> Option<Element<'_>> {
    let body = markup.strip_prefix('<')?;
    let open_end = body.find('>')?;
    let name_end = body[..open_end].find([' ', '/']).unwrap_or(open_end);
    let name = &body[..name_end];
    if body[..open_end].ends_with('/') {
        return (open_end + 1 == body.len()).then(|| Element {
            name,
            attrs: &body[name_end..open_end - 1],
            inner: "",
        });
    }
    let inner = body[open_end + 1..].strip_suffix('>')?.strip_suffix(name)?.strip_suffix("</")?;
    Some(Element { name, attrs: &body[name_end..open_end], inner })
}

/// The index of the first `byte` in `b` from `from` on (`b.len()` if there is none), read eight
/// bytes at a time: this reads every changed area of every decision (a path's data or a label is
/// tens of bytes between two tags), in code optimised for size, which reads a plain loop a byte
/// at a time.
fn find(b: &[u8], from: usize, byte: u8) -> usize {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGH: u64 = ONES << 7;
    let pattern = ONES * u64::from(byte);
    let mut i = from;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        // A zero byte where `byte` is: the lowest bit set is the first (a borrow only sets
        // bits above a zero byte).
        let x = u64::from_le_bytes(word) ^ pattern;
        let zeros = x.wrapping_sub(ONES) & !x & HIGH;
        if zeros != 0 {
            return i + (zeros.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < b.len() && b[i] != byte {
        i += 1;
    }
    i.min(b.len())
}

/// Where an element starts and ends in the markup read, and how many elements its subtree holds
/// (itself included): see [`spans`].
#[derive(Clone, Copy, Debug)]
struct Span {
    start: usize,
    end: usize,
    size: usize,
}

/// Every element of `markup` (exactly one element), in document order, each followed by its
/// subtree's: read in one pass, so that the diff, which goes down a changed area a level at a
/// time, reads the area once (the map's is 39 KB) rather than once per level.
fn spans(markup: &str) -> Option<Vec<Span>> {
    // Every tag opens with `<` and ends at the next `>` (text and values have theirs escaped).
    let b = markup.as_bytes();
    let (mut out, mut open, mut i) = (Vec::<Span>::new(), Vec::<usize>::new(), 0);
    loop {
        let lt = find(b, i, b'<');
        let gt = find(b, lt + 1, b'>');
        if gt >= b.len() {
            return None;
        }
        i = gt + 1;
        if b[lt + 1] == b'/' {
            let k = open.pop()?;
            out[k].end = i;
            out[k].size = out.len() - k;
        } else {
            out.push(Span { start: lt, end: i, size: 1 });
            if b[gt - 1] != b'/' {
                open.push(out.len() - 1);
            }
        }
        if open.is_empty() {
            return (out[0].start == 0 && i == b.len()).then_some(out);
        }
    }
}

/// An element and its subtree's [`Span`]s, over the markup they were read from.
#[derive(Clone, Copy)]
struct Tree<'a, 's> {
    source: &'a str,
    spans: &'s [Span],
}

impl<'a, 's> Tree<'a, 's> {
    /// The element's markup.
    fn markup(self) -> &'a str {
        &self.source[self.spans[0].start..self.spans[0].end]
    }

    /// Where the element's contents start and end in the markup read (`el` is the element).
    fn inner(self, el: &Element) -> (usize, usize) {
        let start = self.spans[0].start + 1 + el.name.len() + el.attrs.len() + 1;
        (start, start + el.inner.len())
    }

    /// The element's children, if its contents are elements only (`el` is the element).
    fn children(self, el: &Element) -> Option<Vec<Tree<'a, 's>>> {
        let (mut at, end) = self.inner(el);
        let (mut out, mut k) = (Vec::new(), 1);
        while let Some(&span) = self.spans.get(k) {
            if span.start != at {
                return None;
            }
            out.push(Tree { source: self.source, spans: &self.spans[k..k + span.size] });
            (at, k) = (span.end, k + span.size);
        }
        (at == end).then_some(out)
    }
}

/// `markup`, one element holding elements only, as the opening tags down to the first element
/// with more than one child, those children, the closing tags, and how many elements deep the
/// children are: a first drawing puts a large area in a few of them at a time (`fill`).
pub(super) fn parts(markup: &str) -> Option<(&str, Vec<&str>, &str, usize)> {
    let spans = spans(markup)?;
    let (mut tree, mut depth) = (Tree { source: markup, spans: &spans }, 0);
    loop {
        let el = element(tree.markup())?;
        let (start, end) = tree.inner(&el);
        // A self-closed element (`<x/>`) has no closing tag to put children before.
        if !markup[end..].starts_with("</") {
            return None;
        }
        let kids = tree.children(&el)?;
        depth += 1;
        match kids[..] {
            [kid] if element(kid.markup()).is_some_and(|k| k.inner.starts_with('<')) => tree = kid,
            _ => {
                return Some((
                    &markup[..start],
                    kids.iter().map(|k| k.markup()).collect(),
                    &markup[end..],
                    depth,
                ))
            }
        }
    }
}

/// The ` name="value"` pairs of an opening tag, values as written.
fn attributes(mut attrs: &str) -> Option<Vec<(&str, &str)>> {
    let mut out = Vec::new();
    loop {
        attrs = attrs.trim_start_matches(' ');
        if attrs.is_empty() {
            return Some(out);
        }
        let eq = attrs.find("=\"")?;
        let len = attrs[eq + 2..].find('"')?;
        out.push((&attrs[..eq], &attrs[eq + 2..eq + 2 + len]));
        attrs = &attrs[eq + 3 + len..];
    }
}

/// The attribute edit from `old` to `new`, if both can be read.
fn attribute_edit<'a>(old: &'a str, new: &'a str, path: &[u32]) -> Option<Edit<'a>> {
    let (was, now) = (attributes(old)?, attributes(new)?);
    let mut set = Vec::new();
    for &(name, value) in &now {
        if !was.contains(&(name, value)) {
            // A value with an entity is rare (a name with `&` or `"`): its element is replaced.
            set.push((name, (!value.contains('&')).then_some(value)?));
        }
    }
    let remove = was.iter().filter(|(n, _)| !now.iter().any(|(m, _)| m == n)).map(|&(n, _)| n).collect();
    Some(Edit::Attrs { path: path.to_vec(), set, remove })
}

/// Adds the edits from element `old` to element `new`, at `path`.
fn element_diff<'a>(old: Tree<'a, '_>, new: Tree<'a, '_>, path: &mut Vec<u32>, edits: &mut Vec<Edit<'a>>) {
    if old.markup() == new.markup() {
        return;
    }
    let replace = |edits: &mut Vec<Edit<'a>>, path: &[u32]| {
        edits.push(Edit::Replace { path: path.to_vec(), markup: new.markup() })
    };
    let (Some(was), Some(now)) = (element(old.markup()), element(new.markup())) else {
        return replace(edits, path);
    };
    if was.name != now.name {
        return replace(edits, path);
    }
    let plain = |inner: &str| !inner.contains(['<', '&']);
    let text = was.inner != now.inner && plain(was.inner) && plain(now.inner);
    // The children of both, or none when the text alone changed.
    let kids = match (old.children(&was), new.children(&now)) {
        (Some(old_kids), Some(new_kids)) => Some((old_kids, new_kids)),
        _ if text => None,
        _ => return replace(edits, path),
    };
    if was.attrs != now.attrs {
        match attribute_edit(was.attrs, now.attrs, path) {
            Some(edit) => edits.push(edit),
            None => return replace(edits, path),
        }
    }
    let Some((old_kids, new_kids)) = kids else {
        return edits.push(Edit::Text { path: path.clone(), text: now.inner });
    };
    let old_kid = |k: usize| old_kids[k].markup();
    let new_kid = |k: usize| new_kids[k].markup();
    // The children alike at both ends are kept as they are, and the longest common subsequence
    // is worked out for those between only: a change is most often a mark or two among hundreds
    // of children, and the table below grows with the product of the two counts. (Matching the
    // ends first never shortens the common subsequence.)
    let (n, m) = (old_kids.len(), new_kids.len());
    let head = (0..n.min(m)).take_while(|&k| old_kid(k) == new_kid(k)).count();
    let tail = (0..n.min(m) - head).take_while(|&k| old_kid(n - 1 - k) == new_kid(m - 1 - k)).count();
    let (end_old, end_new) = (n - tail, m - tail);
    // The longest common subsequence of the children between: lcs[i][j] for the children from
    // head + i and head + j.
    let (rows, cols) = (end_old - head, end_new - head);
    let mut lcs = vec![0u16; (rows + 1) * (cols + 1)];
    let at = |i: usize, j: usize| (i - head) * (cols + 1) + (j - head);
    for i in (head..end_old).rev() {
        for j in (head..end_new).rev() {
            lcs[at(i, j)] = if old_kid(i) == new_kid(j) {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    // The runs of children between kept ones, in order.
    let mut gaps = Vec::new();
    let (mut i, mut j, mut from) = (head, head, (head, head));
    while i < end_old || j < end_new {
        if i < end_old && j < end_new && old_kid(i) == new_kid(j) {
            if from != (i, j) {
                gaps.push((from.0..i, from.1..j));
            }
            i += 1;
            j += 1;
            from = (i, j);
        } else if j == end_new || (i < end_old && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            i += 1;
        } else {
            j += 1;
        }
    }
    if from != (end_old, end_new) {
        gaps.push((from.0..end_old, from.1..end_new));
    }
    // From the last gap back, so that the indices of the earlier ones still hold.
    for (olds, news) in gaps.into_iter().rev() {
        if olds.len() == news.len() {
            for (o, k) in olds.zip(news).rev() {
                path.push(o as u32);
                element_diff(old_kids[o], new_kids[k], path, edits);
                path.pop();
            }
        } else {
            // The children alike in tag at the gap's start are edited in place (a target's title
            // becomes the plain group's, its highlight goes): only the rest is put in or taken out.
            let same = |o: usize, k: usize| {
                element(old_kid(o)).zip(element(new_kid(k))).is_some_and(|(a, b)| a.name == b.name)
            };
            let paired = olds.clone().zip(news.clone()).take_while(|&(o, k)| same(o, k)).count();
            let (o0, k0) = (olds.start, news.start);
            let (olds, news) = (o0 + paired..olds.end, k0 + paired..news.end);
            let markup = match (news.start < news.end)
                .then(|| (new_kids[news.start].spans[0].start, new_kids[news.end - 1].spans[0].end))
            {
                Some((a, b)) => &new.source[a..b],
                None => "",
            };
            edits.push(Edit::Splice {
                path: path.clone(),
                at: olds.start as u32,
                count: olds.len() as u32,
                markup,
            });
            for t in (0..paired).rev() {
                path.push((o0 + t) as u32);
                element_diff(old_kids[o0 + t], new_kids[k0 + t], path, edits);
                path.pop();
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::{diff, element, find, parts, spans, Edit, Tree};

    /// An element as the page holds it: its name, attributes and children, or plain text, or
    /// other markup.
    #[derive(Clone, Debug, PartialEq)]
    enum Node {
        El { name: String, attrs: Vec<(String, String)>, kids: Vec<Node> },
        Text(String),
        Markup(String),
    }

    /// The children of an element whose text is `text`, as the page holds them.
    fn text_kids(text: &str) -> Vec<Node> {
        if text.is_empty() {
            vec![]
        } else {
            vec![Node::Text(text.into())]
        }
    }

    /// The page's elements for `markup` (one element): elements with element-only contents are
    /// read down to their children, those with plain text down to it, others are kept as markup.
    fn parse(markup: &str) -> Node {
        match spans(markup) {
            Some(spans) => node(Tree { source: markup, spans: &spans }),
            None => Node::Markup(markup.into()),
        }
    }

    /// The page's elements for the element of `tree` (see [`parse`]).
    fn node(tree: Tree) -> Node {
        let markup = tree.markup();
        let Some(el) = element(markup) else { return Node::Markup(markup.into()) };
        let Some(attrs) = super::attributes(el.attrs) else { return Node::Markup(markup.into()) };
        let attrs = attrs.into_iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
        let kids = match tree.children(&el) {
            Some(kids) => kids.into_iter().map(node).collect(),
            None if !el.inner.contains(['<', '&']) => text_kids(el.inner),
            None => return Node::Markup(markup.into()),
        };
        Node::El { name: el.name.into(), attrs, kids }
    }

    /// The node at `path`.
    fn at<'n>(node: &'n mut Node, path: &[u32]) -> &'n mut Node {
        path.iter().fold(node, |n, &k| match n {
            Node::El { kids, .. } => &mut kids[k as usize],
            other => panic!("no child {k} in {other:?}"),
        })
    }

    /// Applies `edits` as the page does.
    fn apply(root: &mut Node, edits: &[Edit]) {
        for edit in edits {
            match edit {
                Edit::Attrs { path, set, remove } => {
                    let Node::El { attrs, .. } = at(root, path) else { panic!("attributes of markup") };
                    attrs.retain(|(n, _)| !remove.contains(&n.as_str()));
                    for (name, value) in set {
                        match attrs.iter_mut().find(|(n, _)| n == name) {
                            Some(a) => a.1 = value.to_string(),
                            None => attrs.push((name.to_string(), value.to_string())),
                        }
                    }
                }
                Edit::Replace { path, markup } => *at(root, path) = parse(markup),
                Edit::Text { path, text } => {
                    let Node::El { kids, .. } = at(root, path) else { panic!("text of markup") };
                    *kids = text_kids(text);
                }
                Edit::Splice { path, at: from, count, markup } => {
                    let Node::El { kids, .. } = at(root, path) else { panic!("splice in markup") };
                    let Node::El { kids: new, .. } = parse(&format!("<g>{markup}</g>")) else { panic!() };
                    let from = *from as usize;
                    kids.splice(from..from + *count as usize, new);
                }
            }
        }
    }

    /// Nodes compared with their attributes in any order.
    fn sorted(node: &Node) -> Node {
        match node {
            Node::El { name, attrs, kids } => {
                let mut attrs = attrs.clone();
                attrs.sort();
                Node::El { name: name.clone(), attrs, kids: kids.iter().map(sorted).collect() }
            }
            m => m.clone(),
        }
    }

    /// Checks that the edits from `old` turn it into `new`; returns them.
    pub fn check<'a>(old: &'a str, new: &'a str) -> Vec<Edit<'a>> {
        let edits = diff(old, new);
        let mut page = parse(old);
        apply(&mut page, &edits);
        assert_eq!(sorted(&page), sorted(&parse(new)), "edits {edits:?}");
        edits
    }

    #[test]
    fn only_what_changed_is_edited() {
        let old =
            "<g a=\"1\"><rect x=\"1\"/><g b=\"2\"><circle r=\"3\"/><text>x</text></g><path d=\"M0 0\"/></g>";
        assert!(check(old, old).is_empty());
        // An attribute deep down.
        let new = old.replace("r=\"3\"", "r=\"4\"");
        assert_eq!(
            check(old, &new),
            vec![Edit::Attrs { path: vec![1, 0], set: vec![("r", "4")], remove: vec![] }]
        );
        // Text: set, with the attributes; with an entity, its element is replaced.
        let new = old.replace(">x<", ">y z<");
        assert_eq!(check(old, &new), vec![Edit::Text { path: vec![1, 1], text: "y z" }]);
        let new = old.replace("<text>x<", "<text x=\"2\">y z<");
        assert_eq!(
            check(old, &new),
            vec![
                Edit::Attrs { path: vec![1, 1], set: vec![("x", "2")], remove: vec![] },
                Edit::Text { path: vec![1, 1], text: "y z" }
            ]
        );
        check("<g><text/></g>", "<g><text>y</text></g>");
        check("<g><text>y</text></g>", "<g><text></text></g>");
        let new = old.replace(">x<", ">y &amp; z<");
        assert_eq!(
            check(old, &new),
            vec![Edit::Replace { path: vec![1, 1], markup: "<text>y &amp; z</text>" }]
        );
        // A child inserted, one removed; an attribute changed.
        let new = "<g a=\"2\"><rect x=\"1\"/><line/><g b=\"2\"><text>x</text></g><path d=\"M0 0\"/></g>";
        let edits = check(old, new);
        assert!(edits.iter().all(|e| !matches!(e, Edit::Replace { .. })), "{edits:?}");
        // A value with an entity: the element is replaced.
        let new = old.replace("b=\"2\"", "b=\"&quot;2&quot;\"");
        let kid = "<g b=\"&quot;2&quot;\"><circle r=\"3\"/><text>x</text></g>";
        assert_eq!(check(old, &new), vec![Edit::Replace { path: vec![1], markup: kid }]);
        let new = "<g a=\"1\"><rect x=\"1\"/><g b=\"2\"><text>x</text></g><path d=\"M0 0\"/></g>";
        assert_eq!(check(old, new), vec![Edit::Splice { path: vec![1], at: 0, count: 1, markup: "" }]);
        // Another tag, or text in place of elements: replaced.
        assert_eq!(
            check("<g><a/></g>", "<h><a/></h>"),
            vec![Edit::Replace { path: vec![], markup: "<h><a/></h>" }]
        );
        assert_eq!(
            check("<g><a/></g>", "<g>t</g>"),
            vec![Edit::Replace { path: vec![], markup: "<g>t</g>" }]
        );
        // Children reordered, emptied, filled.
        check("<g><a/><b/><c/></g>", "<g><c/><a/><b/></g>");
        check("<g><a/><b/></g>", "<g></g>");
        check("<g/>", "<g><a x=\"1\"/><b/></g>");
    }

    /// Every list of up to four children, each `<a/>`, `<b/>` or `<a x="1"/>`.
    fn lists() -> Vec<String> {
        let kids = ["<a/>", "<b/>", "<a x=\"1\"/>"];
        let mut all = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..4 {
            last = last.iter().flat_map(|l| kids.iter().map(move |k| format!("{l}{k}"))).collect();
            all.extend(last.iter().cloned());
        }
        all
    }

    #[test]
    fn any_list_of_children_turns_into_any_other() {
        // Children alike at the start and at the end (repeated ones too) are kept, whatever
        // differs between.
        let lists = lists();
        for old in &lists {
            for new in &lists {
                check(&format!("<g>{old}</g>"), &format!("<g>{new}</g>"));
            }
        }
    }

    #[test]
    fn a_change_among_many_children_edits_it_alone() {
        let marks = |changed: Option<usize>| {
            let kids: String = (0..300)
                .map(|k| match changed {
                    Some(c) if c == k => "<path d=\"M1 1\"/>".to_string(),
                    _ => format!("<circle r=\"{k}\"/>"),
                })
                .collect();
            format!("<g>{kids}</g>")
        };
        let old = marks(None);
        let new = marks(Some(150));
        assert_eq!(check(&old, &new), vec![Edit::Replace { path: vec![150], markup: "<path d=\"M1 1\"/>" }]);
        // One added at the end, one taken away at the start.
        let new = old.replace("</g>", "<line/></g>");
        assert_eq!(
            check(&old, &new),
            vec![Edit::Splice { path: vec![], at: 300, count: 0, markup: "<line/>" }]
        );
        let new = old.replacen("<circle r=\"0\"/>", "", 1);
        assert_eq!(check(&old, &new), vec![Edit::Splice { path: vec![], at: 0, count: 1, markup: "" }]);
    }

    #[test]
    fn a_target_that_goes_keeps_its_drawing_and_parses_nothing() {
        // A target (its title, highlight and drawing) becomes a plain group (its own title, the
        // same drawing): the title's text is set and the highlight taken out, nothing put in.
        let target = r#"<g class="target" data-action="Ast"><title>Acquire</title><rect class="hl"/><path d="M0 0"/></g>"#;
        let plain = r#"<g role="group"><title>Stable</title><path d="M0 0"/></g>"#;
        let edits = check(target, plain);
        assert!(edits.iter().all(|e| !matches!(e, Edit::Replace { .. })), "{edits:?}");
        assert!(edits.contains(&Edit::Text { path: vec![0], text: "Stable" }), "{edits:?}");
        assert!(edits.contains(&Edit::Splice { path: vec![], at: 1, count: 1, markup: "" }), "{edits:?}");
        // And back: the highlight alone is put in.
        let edits = check(plain, target);
        assert!(
            edits.contains(&Edit::Splice { path: vec![], at: 1, count: 0, markup: r#"<rect class="hl"/>"# }),
            "{edits:?}"
        );
        assert!(edits.contains(&Edit::Text { path: vec![0], text: "Acquire" }), "{edits:?}");
    }

    #[test]
    fn a_byte_is_found_where_a_plain_search_finds_it() {
        // Eight bytes at a time: the byte at every place of a word and of the tail after the
        // last whole word, next to bytes one bit away from it, or absent.
        for len in 0..40 {
            for at in 0..=len {
                let mut b: Vec<u8> = (0..len).map(|k| if k % 2 == 0 { b'=' } else { b'}' }).collect();
                if at < len {
                    b[at] = b'<';
                }
                for from in 0..=len + 2 {
                    let plain = (from..len).find(|&k| b[k] == b'<').unwrap_or(len);
                    assert_eq!(find(&b, from, b'<'), plain, "{len} {at} {from}");
                }
            }
        }
    }

    #[test]
    fn an_element_is_read_with_its_subtree_in_one_pass() {
        let markup = r#"<g a="1"><rect/><g><text>x</text><path d="M0 0"/></g><circle/></g>"#;
        let read = spans(markup).unwrap();
        let at: Vec<_> = read.iter().map(|s| (&markup[s.start..s.end], s.size)).collect();
        assert_eq!(
            at,
            [
                (markup, 6),
                ("<rect/>", 1),
                (r#"<g><text>x</text><path d="M0 0"/></g>"#, 3),
                ("<text>x</text>", 1),
                (r#"<path d="M0 0"/>"#, 1),
                ("<circle/>", 1)
            ]
        );
        // Children of elements only; none where text is among them.
        let tree = Tree { source: markup, spans: &read };
        let kids = tree.children(&element(markup).unwrap()).unwrap();
        assert_eq!(kids.iter().map(|k| k.markup()).collect::<Vec<_>>(), [at[1].0, at[2].0, at[5].0]);
        let mixed = "<g>x<a/></g>";
        let read = spans(mixed).unwrap();
        assert!(Tree { source: mixed, spans: &read }.children(&element(mixed).unwrap()).is_none());
        // Exactly one element, closed.
        for broken in ["", "x", "<g>", "<g><a/>", "</g>", "<a/><b/>", "x<a/>", "<a/>x", "<g></g></g>", "<g"] {
            assert!(spans(broken).is_none(), "{broken}");
        }
    }

    #[test]
    fn an_element_in_parts() {
        let markup = r#"<svg class="layer"><g a="1"><text>x</text></g><path d="M0 0"/><g></g></svg>"#;
        let (open, kids, close, depth) = parts(markup).unwrap();
        assert_eq!(open, r#"<svg class="layer">"#);
        assert_eq!(kids, [r#"<g a="1"><text>x</text></g>"#, r#"<path d="M0 0"/>"#, "<g></g>"]);
        assert_eq!((close, depth), ("</svg>", 1));
        assert_eq!(format!("{open}{}{close}", kids.concat()), markup);
        // Down through the elements that wrap all the others.
        let markup = r#"<svg><g t="1"><g><path/><text>y</text></g></g></svg>"#;
        let (open, kids, close, depth) = parts(markup).unwrap();
        assert_eq!((open, close, depth), (r#"<svg><g t="1"><g>"#, "</g></g></svg>", 3));
        assert_eq!(kids, ["<path/>", "<text>y</text>"]);
        // Not into an element whose only child holds text.
        assert_eq!(parts("<svg><text>z</text></svg>").map(|p| p.3), Some(1));
        assert_eq!(parts("<svg></svg>"), Some(("<svg>", vec![], "</svg>", 1)));
        assert_eq!(parts("<g/>"), None);
        assert_eq!(parts("<text>x</text>"), None);
    }
}
