//! A small JSON reader and writer for saves, records and the worker's messages: the text is
//! read into a [`Value`], whose readers ([`Value::field`], [`FromJson`]) say what is wrong in
//! words; values are written with [`ToJson`] and [`Object`]. Written as the app's earlier
//! writer wrote it (no spaces, fields in order, the same escapes), so stored text compares
//! byte for byte. Hand-written rather than generic: the browser app's first load counts its
//! bytes.

use std::fmt;

/// Lists and objects nest less deeply than this: deeper text is refused (a stack overflow
/// would be worse). The limit of the app's earlier reader.
const MAX_DEPTH: usize = 128;

/// A JSON value. Numbers keep their text: each reader takes the kind of number it needs.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its fields in order (no name twice).
    Object(Vec<(String, Value)>),
}

/// Why JSON text could not be read, or not as what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error(message)
    }
}

/// Reads `text` as one JSON value.
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut p = Parser { text: text.as_bytes(), at: 0 };
    let value = p.value(0)?;
    p.space();
    if p.at < p.text.len() {
        return Err(p.error("trailing characters"));
    }
    Ok(value)
}

/// Reads `text` as a `T`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, Error> {
    T::from_json(&parse(text)?)
}

/// `value` as JSON text.
pub fn to_string<T: ToJson + ?Sized>(value: &T) -> String {
    let mut out = String::new();
    value.write_json(&mut out);
    out
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    /// An error at the current place, with its line and column (from 1) as editors count them.
    fn error(&self, what: &str) -> Error {
        let before = &self.text[..self.at.min(self.text.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        Error(format!("{what} at line {line} column {}", self.at - start + 1))
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.text.get(self.at) {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        self.space();
        let Some(b) = self.peek() else { return Err(self.error("EOF while parsing a value")) };
        match b {
            b'n' => self.word("null", Value::Null),
            b't' => self.word("true", Value::Bool(true)),
            b'f' => self.word("false", Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'-' | b'0'..=b'9' => self.number(),
            b'[' | b'{' if depth + 1 >= MAX_DEPTH => Err(self.error("recursion limit exceeded")),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if self.close(b']')? {
                    return Ok(Value::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.next_or_close(b']')? {
                        return Ok(Value::Array(items));
                    }
                }
            }
            b'{' => {
                self.at += 1;
                let mut fields: Vec<(String, Value)> = Vec::new();
                if self.close(b'}')? {
                    return Ok(Value::Object(fields));
                }
                loop {
                    self.space();
                    if self.peek() != Some(b'"') {
                        return Err(self.error(if self.peek().is_none() {
                            "EOF while parsing an object"
                        } else {
                            "key must be a string"
                        }));
                    }
                    let name = self.string()?;
                    if fields.iter().any(|(n, _)| *n == name) {
                        return Err(self.error(&format!("duplicate field `{name}`")));
                    }
                    self.space();
                    match self.peek() {
                        Some(b':') => self.at += 1,
                        None => return Err(self.error("EOF while parsing an object")),
                        Some(_) => return Err(self.error("expected `:`")),
                    }
                    let value = self.value(depth + 1)?;
                    fields.push((name, value));
                    if self.next_or_close(b'}')? {
                        return Ok(Value::Object(fields));
                    }
                }
            }
            _ => Err(self.error("expected value")),
        }
    }

    /// After an opening bracket: whether `close` follows at once (then it is consumed).
    fn close(&mut self, close: u8) -> Result<bool, Error> {
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(true);
        }
        Ok(false)
    }

    /// After an item: whether `close` ends the list (`false` after a comma).
    fn next_or_close(&mut self, close: u8) -> Result<bool, Error> {
        self.space();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                Ok(false)
            }
            Some(b) if b == close => {
                self.at += 1;
                Ok(true)
            }
            None => Err(self.error("EOF while parsing a list")),
            Some(_) => {
                Err(self.error(if close == b']' { "expected `,` or `]`" } else { "expected `,` or `}`" }))
            }
        }
    }

    fn word(&mut self, word: &str, value: Value) -> Result<Value, Error> {
        for &w in word.as_bytes() {
            match self.peek() {
                Some(b) if b == w => self.at += 1,
                None => return Err(self.error("EOF while parsing a value")),
                Some(_) => return Err(self.error("expected ident")),
            }
        }
        Ok(value)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let leading_zero = self.peek() == Some(b'0');
        match self.digits() {
            0 => return Err(self.error("invalid number")),
            n if leading_zero && n > 1 => return Err(self.error("invalid number")),
            _ => {}
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        // Only ASCII was consumed.
        Ok(Value::Number(String::from_utf8_lossy(&self.text[start..self.at]).into_owned()))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let mut n = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                None => return Err(self.error("EOF while parsing a string")),
                Some(b) => (b as char).to_digit(16).ok_or_else(|| self.error("invalid escape"))?,
            };
            n = n * 16 + d;
            self.at += 1;
        }
        Ok(n)
    }

    fn string(&mut self) -> Result<String, Error> {
        self.at += 1; // the opening quote
        let mut out = Vec::new();
        loop {
            let Some(b) = self.peek() else { return Err(self.error("EOF while parsing a string")) };
            self.at += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else { return Err(self.error("EOF while parsing a string")) };
                    self.at += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => {
                            self.at -= 1;
                            return Err(self.error("invalid escape"));
                        }
                    };
                    out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                }
                0..=0x1f => {
                    self.at -= 1;
                    return Err(
                        self.error("control character (\\u0000-\\u001F) found while parsing a string")
                    );
                }
                _ => out.push(b),
            }
        }
        // The text was a `str` and escapes are written as UTF-8: the bytes are UTF-8.
        String::from_utf8(out).map_err(|_| self.error("invalid unicode code point"))
    }

    /// The character of a `\u` escape (a UTF-16 unit, or two for a surrogate pair).
    fn unicode_escape(&mut self) -> Result<char, Error> {
        let first = self.hex4()?;
        let code = match first {
            0xd800..=0xdbff => {
                if self.text.get(self.at..self.at + 2) != Some(b"\\u") {
                    return Err(self.error("lone leading surrogate in hex escape"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&second) {
                    return Err(self.error("lone leading surrogate in hex escape"));
                }
                0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00)
            }
            0xdc00..=0xdfff => return Err(self.error("lone trailing surrogate in hex escape")),
            c => c,
        };
        char::from_u32(code).ok_or_else(|| self.error("invalid unicode code point"))
    }
}

impl Value {
    /// What kind of value this is, for messages.
    fn kind(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => format!("boolean `{b}`"),
            Value::Number(n) => format!("number `{n}`"),
            Value::String(s) => format!("string {}", to_string(s.as_str())),
            Value::Array(_) => "a list".into(),
            Value::Object(_) => "an object".into(),
        }
    }

    /// The error of a value that is not what was `expected`.
    pub fn invalid(&self, expected: &str) -> Error {
        Error(format!("invalid type: {}, expected {expected}", self.kind()))
    }

    /// The fields of an object (`what` names what was expected, for the error otherwise).
    pub fn object(&self, what: &str) -> Result<&[(String, Value)], Error> {
        match self {
            Value::Object(fields) => Ok(fields),
            v => Err(v.invalid(what)),
        }
    }

    /// Field `name` of an object, if it is there.
    fn find(&self, name: &str) -> Result<Option<&Value>, Error> {
        Ok(self.object("an object")?.iter().find(|(n, _)| n == name).map(|(_, v)| v))
    }

    /// Field `name` of an object.
    pub fn at(&self, name: &str) -> Result<&Value, Error> {
        self.find(name)?.ok_or_else(|| Error(format!("missing field `{name}`")))
    }

    /// Field `name` of an object, read as a `T`.
    pub fn field<T: FromJson>(&self, name: &str) -> Result<T, Error> {
        match self.find(name)? {
            Some(v) => T::from_json(v),
            None => T::missing().ok_or_else(|| Error(format!("missing field `{name}`"))),
        }
    }

    /// Field `name` of an object, read as a `T`, or `default` if it is not there.
    pub fn field_or<T: FromJson>(&self, name: &str, default: T) -> Result<T, Error> {
        self.find(name)?.map_or(Ok(default), T::from_json)
    }

    /// The string of a string value.
    pub fn str(&self) -> Result<&str, Error> {
        match self {
            Value::String(s) => Ok(s),
            v => Err(v.invalid("a string")),
        }
    }

    /// The value of a whole number that is at most `max` (`what` names the type, for errors).
    fn whole(&self, max: u64, what: &str) -> Result<u64, Error> {
        let Value::Number(text) = self else { return Err(self.invalid(what)) };
        let n = if text.bytes().all(|b| b.is_ascii_digit()) { text.parse::<u64>().ok() } else { None };
        n.filter(|&n| n <= max)
            .ok_or_else(|| Error(format!("invalid value: number `{text}`, expected {what}")))
    }
}

/// Writes `text` as a JSON string: quotes, backslashes and control characters escaped.
pub fn write_str(out: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut rest = text;
    while let Some(i) = rest.bytes().position(|b| b < 0x20 || b == b'"' || b == b'\\') {
        out.push_str(&rest[..i]);
        let b = rest.as_bytes()[i];
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x08 => out.push_str("\\b"),
            0x0c => out.push_str("\\f"),
            _ => {
                out.push_str("\\u00");
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 15)]));
            }
        }
        rest = &rest[i + 1..];
    }
    out.push_str(rest);
    out.push('"');
}

/// Writes a whole number.
pub fn write_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

/// An object being written: `{`, then each field, then `}` at [`Object::end`].
pub struct Object<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> Object<'a> {
    /// Starts an object.
    pub fn new(out: &'a mut String) -> Object<'a> {
        out.push('{');
        Object { out, first: true }
    }

    /// Writes field `name`.
    pub fn field<T: ToJson + ?Sized>(&mut self, name: &str, value: &T) -> &mut Self {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        write_str(self.out, name);
        self.out.push(':');
        value.write_json(self.out);
        self
    }

    /// Ends the object.
    pub fn end(&mut self) {
        self.out.push('}');
    }
}

/// A value written as JSON.
pub trait ToJson {
    /// Appends the value's JSON to `out`.
    fn write_json(&self, out: &mut String);
}

/// A value read from JSON.
pub trait FromJson: Sized {
    /// Reads the value.
    fn from_json(value: &Value) -> Result<Self, Error>;

    /// The value of a field that is not there, if it may be left out (`None` for an option).
    fn missing() -> Option<Self> {
        None
    }
}

impl ToJson for Value {
    fn write_json(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => b.write_json(out),
            Value::Number(n) => out.push_str(n),
            Value::String(s) => write_str(out, s),
            Value::Array(items) => items.write_json(out),
            Value::Object(fields) => {
                let mut o = Object::new(out);
                for (name, value) in fields {
                    o.field(name, value);
                }
                o.end();
            }
        }
    }
}

impl ToJson for str {
    fn write_json(&self, out: &mut String) {
        write_str(out, self);
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        write_str(out, self);
    }
}

impl FromJson for String {
    fn from_json(value: &Value) -> Result<String, Error> {
        value.str().map(str::to_string)
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl FromJson for bool {
    fn from_json(value: &Value) -> Result<bool, Error> {
        match value {
            Value::Bool(b) => Ok(*b),
            v => Err(v.invalid("a boolean")),
        }
    }
}

macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut String) {
                write_u64(out, *self as u64);
            }
        }

        impl FromJson for $t {
            fn from_json(value: &Value) -> Result<$t, Error> {
                value.whole(<$t>::MAX as u64, stringify!($t)).map(|n| n as $t)
            }
        }
    )*};
}

whole_numbers!(u8, u16, u32, u64, usize);

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            item.write_json(out);
        }
        out.push(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value) -> Result<Vec<T>, Error> {
        match value {
            Value::Array(items) => items.iter().map(T::from_json).collect(),
            v => Err(v.invalid("a list")),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(v) => v.write_json(out),
            None => out.push_str("null"),
        }
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value) -> Result<Option<T>, Error> {
        match value {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }

    fn missing() -> Option<Option<T>> {
        Some(None)
    }
}

/// Reads an enum's variant from its name (`names` pairs each variant with its name).
pub fn variant<T: Copy>(value: &Value, names: &[(T, &str)]) -> Result<T, Error> {
    let name = value.str()?;
    names.iter().find(|(_, n)| *n == name).map(|&(v, _)| v).ok_or_else(|| {
        let all: Vec<String> = names.iter().map(|(_, n)| format!("`{n}`")).collect();
        Error(format!("unknown variant {}, expected one of {}", to_string(name), all.join(", ")))
    })
}

/// The name of an enum's variant (`names` pairs each variant with its name).
pub fn name_of<T: PartialEq>(v: &T, names: &[(T, &'static str)]) -> &'static str {
    names.iter().find(|(n, _)| n == v).map_or("", |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        let text = "a \"quoted\" \\ line\nwith\ttabs, \u{1} control, é and 🎲";
        let json = to_string(text);
        assert_eq!(json, r#""a \"quoted\" \\ line\nwith\ttabs, \u0001 control, é and 🎲""#);
        assert_eq!(from_str::<String>(&json).unwrap(), text);
        assert_eq!(to_string(&vec![Some(3u16), None]), "[3,null]");
        assert_eq!(from_str::<Vec<Option<u16>>>(" [ 3 , null ] ").unwrap(), vec![Some(3), None]);
        assert_eq!(from_str::<u64>("18446744073709551615").unwrap(), u64::MAX);
    }

    #[test]
    fn reads_escapes_and_surrogate_pairs() {
        assert_eq!(from_str::<String>(r#""\u00e9\/\ud83c\udfb2\b\f\r""#).unwrap(), "é/🎲\u{8}\u{c}\r");
        for bad in [r#""\ud83c""#, r#""\udfb2""#, r#""\x""#, r#""\u12""#, "\"a\u{1}\""] {
            assert!(from_str::<String>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let err = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(err(""), "EOF while parsing a value at line 1 column 1");
        assert_eq!(err("{\n  \"a\": 1,\n  \"a\": 2}"), "duplicate field `a` at line 3 column 6");
        assert_eq!(err("[1 2]"), "expected `,` or `]` at line 1 column 4");
        assert_eq!(err("[1] x"), "trailing characters at line 1 column 5");
        assert_eq!(err("01"), "invalid number at line 1 column 3");
        assert!(err(&"[".repeat(200)).starts_with("recursion limit exceeded"));
        assert!(parse(&format!("{}{}", "[".repeat(100), "]".repeat(100))).is_ok());
        let shape = |text: &str| from_str::<u8>(text).unwrap_err().to_string();
        assert_eq!(shape("256"), "invalid value: number `256`, expected u8");
        assert_eq!(shape("-1"), "invalid value: number `-1`, expected u8");
        assert_eq!(shape("1.0"), "invalid value: number `1.0`, expected u8");
        assert_eq!(shape("\"1\""), "invalid type: string \"1\", expected u8");
        let v = parse(r#"{"a":null}"#).unwrap();
        assert_eq!(v.field::<Option<u8>>("a"), Ok(None));
        assert_eq!(v.field::<Option<u8>>("b"), Ok(None));
        assert_eq!(v.field::<u8>("b").unwrap_err().to_string(), "missing field `b`");
    }
}
