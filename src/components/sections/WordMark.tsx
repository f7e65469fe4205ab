import type { WordMarkData } from '@/content/wordMarks';

/** A customer's mark: its name in the type and colour of `mark.style` (src/content/wordMarks.ts). */
export function WordMark({ mark, size = '1.25rem' }: { mark: WordMarkData; size?: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        fontSize: size,
        lineHeight: 1.2,
        overflowWrap: 'anywhere',
        ...mark.style,
      }}
    >
      {mark.name}
    </span>
  );
}
