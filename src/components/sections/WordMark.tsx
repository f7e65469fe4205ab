import type { WordMarkData } from '@/content/wordMarks';

/** A customer's mark: its name in the type and colour of `mark.style` (src/content/wordMarks.ts). */
export function WordMark({ mark, size = '1.25rem' }: { mark: WordMarkData; size?: string }) {
  return <span style={{ ...mark.style, fontSize: size }}>{mark.name}</span>;
}
