// Turning offsets in a text into 1-based line numbers, with the line starts computed once per text.

export class LineLocator {
  private readonly text: string;
  private starts: number[] | null = null;

  constructor(text: string) {
    this.text = text;
  }

  lineAt(offset: number): number {
    const starts = (this.starts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
