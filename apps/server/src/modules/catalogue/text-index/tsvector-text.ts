/**
 * PostgreSQL's text forms of tsvector and tsquery (`::text`), read in the server for the in-memory text index
 * (decision 017). Lexemes are quoted ('it''s'); a tsvector lexeme may carry positions with weights ('valv':2A,7);
 * a tsquery has & | ! <-> <N> and ( ), and :* marks a prefix. Only what `to_tsvector`/`to_tsquery` print is read;
 * anything else is refused, never guessed.
 */

export interface TsvectorLexeme {
  lexeme: string;
  /** 1-based word positions; empty when the vector was stripped. */
  positions: number[];
}

export type TsqueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; operands: TsqueryNode[] }
  | { kind: 'not'; operand: TsqueryNode }
  /** `left <distance> right`: right's word `distance` positions after left's (<-> is 1). */
  | { kind: 'phrase'; left: TsqueryNode; right: TsqueryNode; distance: number };

const malformed = (what: string, text: string, at: number) => new Error(`text index: ${what} at ${at} of ${JSON.stringify(text.slice(0, 80))}`);

/** A quoted lexeme starting at `at` (the opening quote): the lexeme and the index after its closing quote. */
function readQuoted(text: string, at: number): [string, number] {
  if (text[at] !== "'") throw malformed('a quote expected', text, at);
  let lexeme = '';
  let i = at + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw malformed('an unclosed quote', text, at);
    if (c === "'") {
      if (text[i + 1] !== "'") return [lexeme, i + 1];
      lexeme += "'";
      i += 2;
    } else if (c === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
    } else {
      lexeme += c;
      i++;
    }
  }
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isWeight = (c: string | undefined) => c === 'A' || c === 'B' || c === 'C' || c === 'D';

export function parseTsvector(text: string): TsvectorLexeme[] {
  const lexemes: TsvectorLexeme[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    const positions: number[] = [];
    if (text[i] === ':') {
      do {
        i++;
        let position = 0;
        if (!isDigit(text[i])) throw malformed('a position expected', text, i);
        while (isDigit(text[i])) position = position * 10 + text.charCodeAt(i++) - 48;
        if (isWeight(text[i])) i++;
        positions.push(position);
      } while (text[i] === ',');
    }
    lexemes.push({ lexeme, positions });
  }
  return lexemes;
}

/** to_tsquery's printed form; '' (a query of stop words only) has no tree. */
export function parseTsquery(text: string): TsqueryNode | undefined {
  let i = 0;
  const skipSpaces = () => {
    while (text[i] === ' ') i++;
  };
  function operand(): TsqueryNode {
    skipSpaces();
    if (text[i] === '!') {
      i++;
      return { kind: 'not', operand: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inside = anyOf();
      skipSpaces();
      if (text[i] !== ')') throw malformed('a closing bracket expected', text, i);
      i++;
      return inside;
    }
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    let prefix = false;
    if (text[i] === ':') {
      i++;
      while (text[i] === '*' || isWeight(text[i])) prefix ||= text[i++] === '*';
    }
    return { kind: 'lexeme', lexeme, prefix };
  }
  function phrase(): TsqueryNode {
    let left = operand();
    for (skipSpaces(); text[i] === '<'; skipSpaces()) {
      const close = text.indexOf('>', i);
      const inside = close < 0 ? '' : text.slice(i + 1, close);
      const distance = inside === '-' ? 1 : /^\d+$/.test(inside) ? Number(inside) : Number.NaN;
      if (Number.isNaN(distance)) throw malformed('a phrase operator expected', text, i);
      i = close + 1;
      left = { kind: 'phrase', left, right: operand(), distance };
    }
    return left;
  }
  function listOf(kind: 'and' | 'or', symbol: string, next: () => TsqueryNode): TsqueryNode {
    const operands = [next()];
    for (skipSpaces(); text[i] === symbol; skipSpaces()) {
      i++;
      operands.push(next());
    }
    return operands.length === 1 ? operands[0]! : { kind, operands };
  }
  const allOf = () => listOf('and', '&', phrase);
  const anyOf = () => listOf('or', '|', allOf);

  skipSpaces();
  if (i === text.length) return undefined;
  const tree = anyOf();
  skipSpaces();
  if (i !== text.length) throw malformed('unexpected text', text, i);
  return tree;
}
