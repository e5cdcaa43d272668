// Headlines and titles are set large, where a line that ends in "enterprise-" and starts again with "grade"
// reads as two words. A word joined by hyphens ("enterprise-grade", "Step-by-Step") is kept whole on
// its line; the headline still wraps at its spaces.
import { Fragment } from 'react';

const HYPHENATED_WORD = /(\S+-\S+)/;

export function Headline({ text }: { text: string }) {
  return (
    <>
      {text.split(HYPHENATED_WORD).map((part, index) =>
        // split() with a capturing group puts the hyphenated words at the odd indexes.
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
