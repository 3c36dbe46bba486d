import { Fragment } from 'react';
import { phrases } from '../phrases';

/**
 * Japanese text that wraps only between phrases: a `<wbr>` between them,
 * no break inside one (`word-break: keep-all`; one wider than the line
 * still wraps rather than overflow), a model number kept whole.
 */
export function Phrased({ text }: { text: string }) {
  return (
    <span className="site-phrased">
      {phrases(text).map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {phrase.map((run, k) =>
            run.keep ? (
              <span key={k} className="site-nobr">
                {run.text}
              </span>
            ) : (
              run.text
            ),
          )}
        </Fragment>
      ))}
    </span>
  );
}
