//! The library's layers, read from its `use` paths: no file imports a layer above its own
//! (engine < players < model < i18n < app), and no two files import each other, directly or
//! round a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::common::{files_under, root};

/// The layers, lowest first: a file may import its own layer and those below.
const LAYERS: [&str; 5] = ["engine", "players", "model", "i18n", "app"];

/// A module path (`["app", "sheet", "layout"]`) for each file of the library.
fn modules() -> BTreeMap<Vec<String>, PathBuf> {
    let src = root().join("src");
    let mut out = BTreeMap::new();
    for path in files_under(&src) {
        let Ok(rel) = path.strip_prefix(&src) else { continue };
        if path.extension().is_none_or(|e| e != "rs") || rel == Path::new("main.rs") || rel.starts_with("bin")
        {
            continue;
        }
        let mut module: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        let file = module.pop().expect("a file name");
        match file.as_str() {
            "mod.rs" | "lib.rs" => {}
            _ => module.push(file.trim_end_matches(".rs").to_string()),
        }
        out.insert(module, path);
    }
    out
}

/// `text` without its comments and the insides of its string and character literals.
fn code(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |k| i + 2 + k + 2);
            i = end;
        } else if b[i] == b'"' {
            // Raw strings (r"…", r#"…"#) hold no quote that ends them early in this code base.
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A character literal ('x', '\n', '\u{…}'); a lifetime has no closing quote.
            let end = text[i + 1..].find('\'').map_or(b.len(), |k| i + 1 + k + 1);
            i = end;
            out.push_str("' '");
        } else {
            let c = text[i..].chars().next().expect("a character");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The paths of a `use` tree (`a::{b, c::{d, e}}` gives `a::b`, `a::c::d`, `a::c::e`).
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap_or("").trim().to_string()];
    };
    let prefix = tree[..open].trim();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|p| if p == "self" { prefix.trim_end_matches("::").to_string() } else { format!("{prefix}{p}") })
        .collect()
}

/// Every path of `code` that names an item of the library, with where it is: the `use` trees and
/// the paths written out (`crate::…`, `super::…`, `self::…`).
fn paths(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let word_start = |k: usize| k == 0 || !(bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_');
    for (k, _) in code.match_indices("use ") {
        if !word_start(k) {
            continue;
        }
        let end = code[k..].find(';').map_or(code.len(), |e| k + e);
        let tree: String = code[k + 4..end].split_whitespace().collect::<Vec<_>>().join(" ");
        out.extend(expand(&tree.replace(":: ", "::").replace(" ::", "::")).into_iter().map(|p| (k, p)));
    }
    for start in ["crate::", "super::", "self::"] {
        for (k, _) in code.match_indices(start) {
            if !word_start(k) {
                continue;
            }
            let path: String = code[k..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            // `crate::a::{…}` is a use tree's stem, read whole above.
            if !path.ends_with("::") {
                out.push((k, path));
            }
        }
    }
    out
}

/// The modules written inline in `code` (`mod tests { … }`): their names and where they span.
fn inline_modules(code: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    for (k, _) in code.match_indices("mod ") {
        if k > 0 && (bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_') {
            continue;
        }
        let rest = &code[k + 4..];
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let after = rest[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let mut depth = 0;
        let mut end = code.len();
        for (i, c) in code[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push((name, open..end));
    }
    out
}

/// The module that `path`, written in the module `from`, names, as segments from the crate's
/// root.
fn absolute(path: &str, from: &[String]) -> Option<Vec<String>> {
    let mut segments = path.split("::").filter(|s| !s.is_empty());
    let first = segments.next()?;
    let mut base: Vec<String> = match first {
        "crate" => Vec::new(),
        "self" => from.to_vec(),
        "super" => {
            let mut m = from.to_vec();
            m.pop();
            m
        }
        _ => return None,
    };
    for s in segments {
        if s == "super" {
            base.pop();
        } else {
            base.push(s.to_string());
        }
    }
    Some(base)
}

/// The files each file imports: the longest module path with a file that each of its paths
/// names, other than its own.
fn imports() -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let modules = modules();
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).expect("a source file");
        let code = code(&text);
        let inline = inline_modules(&code);
        let mut to = BTreeSet::new();
        for (at, path) in paths(&code) {
            // Written inside `mod tests { … }`, a path counts from that module.
            let mut from = module.clone();
            from.extend(inline.iter().filter(|(_, span)| span.contains(&at)).map(|(name, _)| name.clone()));
            let Some(mut target) = absolute(&path, &from) else { continue };
            while !target.is_empty() && !modules.contains_key(&target) {
                target.pop();
            }
            if let Some(found) = modules.get(&target) {
                if found != file && !target.is_empty() {
                    to.insert(found.clone());
                }
            }
        }
        graph.insert(file.clone(), to);
    }
    graph
}

/// A file's name from `src/`.
fn name(file: &Path) -> String {
    let src = root().join("src");
    file.strip_prefix(&src).unwrap_or(file).display().to_string()
}

/// The layer of a file (its index in [`LAYERS`]), if it is in one.
fn layer(file: &Path) -> Option<usize> {
    let first = name(file).split('/').next()?.trim_end_matches(".rs").to_string();
    LAYERS.iter().position(|l| *l == first)
}

#[test]
fn no_file_imports_a_layer_above_its_own() {
    let mut up = Vec::new();
    for (from, to) in imports() {
        for target in to {
            if let (Some(a), Some(b)) = (layer(&from), layer(&target)) {
                if b > a {
                    up.push(format!(
                        "{} ({}) imports {} ({})",
                        name(&from),
                        LAYERS[a],
                        name(&target),
                        LAYERS[b]
                    ));
                }
            }
        }
    }
    assert!(up.is_empty(), "imports up a layer:\n{}", up.join("\n"));
}

#[test]
fn no_two_files_import_each_other_directly_or_round_a_circle() {
    let graph = imports();
    let files: Vec<&PathBuf> = graph.keys().collect();
    let index: BTreeMap<&PathBuf, usize> = files.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let edges: Vec<Vec<usize>> = files.iter().map(|f| graph[*f].iter().map(|t| index[t]).collect()).collect();
    // Strongly connected components (Tarjan's algorithm): any with two files or more is a circle.
    struct Walk<'a> {
        edges: &'a [Vec<usize>],
        order: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        circles: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            self.order[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for k in 0..self.edges[v].len() {
                let w = self.edges[v][k];
                match self.order[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(o) if self.on_stack[w] => self.low[v] = self.low[v].min(o),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.order[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    self.circles.push(component);
                }
            }
        }
    }
    let n = files.len();
    let mut walk = Walk {
        edges: &edges,
        order: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        circles: Vec::new(),
    };
    for v in 0..n {
        if walk.order[v].is_none() {
            walk.visit(v);
        }
    }
    let circles: Vec<String> = walk
        .circles
        .iter()
        .map(|c| {
            let mut names: Vec<String> = c.iter().map(|&i| name(files[i])).collect();
            names.sort();
            names.join(", ")
        })
        .collect();
    assert!(circles.is_empty(), "{} circles of imports:\n{}", circles.len(), circles.join("\n"));
}

#[test]
fn paths_are_read_from_use_trees_and_written_out_paths() {
    let text = "use crate::a::{b::{C, D}, e as f, self};\n// use crate::z;\nfn g() { super::h::I::new(); \"crate::y\"; }";
    let found: Vec<String> = paths(&code(text)).into_iter().map(|(_, p)| p).collect();
    for path in ["crate::a::b::C", "crate::a::b::D", "crate::a::e", "crate::a", "super::h::I::new"] {
        assert!(found.iter().any(|f| f == path), "{path} not in {found:?}");
    }
    assert!(!found.iter().any(|f| f.contains('z') || f.contains('y')), "{found:?}");
    let inline = inline_modules(&code("fn a() {}\nmod tests {\n    use super::x;\n}\nmod b;"));
    assert_eq!(inline.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>(), ["tests"]);
    let from = ["app".to_string(), "sheet".to_string(), "layout".to_string()];
    assert_eq!(
        absolute("super::frame::Frame", &from),
        Some(vec!["app".into(), "sheet".into(), "frame".into(), "Frame".into()])
    );
    assert_eq!(absolute("self::x", &from[..2]), Some(vec!["app".into(), "sheet".into(), "x".into()]));
}
