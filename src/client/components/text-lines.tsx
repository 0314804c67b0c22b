/** A text of several lines (an address, opening hours), each line its own block. */
export function TextLines({ text }: { text: string }) {
  return (
    <span>
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text have no identity of their own
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </span>
  );
}
