// What the `yaml` package makes of a text, for the tests that hold the line reader to it.
import { CST, Lexer } from 'yaml';

/** The lines on which the `yaml` package's lexer finds an anchor or an alias. */
export function yamlAnchorLines(text: string): number[] {
  const lines = new Set<number>();
  let line = 1;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    if (type === 'anchor' || type === 'alias') lines.add(line);
    line += token.split('\n').length - 1;
  }
  return [...lines];
}
