import { useId } from 'react';
import type { TTile } from '../content/types';
import './site-pages.css';

export type TEmbedSnippet = { label: string; code: string };

/** Numbered steps beside the code snippets, each named by its caption and scrollable by keyboard. */
export function EmbedSteps({ steps, snippets }: { steps: readonly TTile[]; snippets: readonly TEmbedSnippet[] }) {
  const idPrefix = useId();
  return (
    <div className="embed-steps">
      <ol>
        {steps.map((step) => (
          <li key={step.title}>
            <div>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="embed-steps__snippets">
        {snippets.map((snippet, index) => (
          <figure key={snippet.label} className="embed-steps__snippet">
            <figcaption id={`${idPrefix}-${index}`} className="embed-steps__caption">
              {snippet.label}
            </figcaption>
            <pre className="code-block" tabIndex={0} role="region" aria-labelledby={`${idPrefix}-${index}`}>
              <code>{snippet.code}</code>
            </pre>
          </figure>
        ))}
      </div>
    </div>
  );
}
