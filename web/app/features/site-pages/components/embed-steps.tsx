import type { TTile } from '../content/types';
import './site-pages.css';

/** Numbered steps beside a code snippet that can be scrolled by keyboard. */
export function EmbedSteps({
  steps,
  snippet,
  snippetLabel,
}: {
  steps: readonly TTile[];
  snippet: string;
  snippetLabel: string;
}) {
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
      <pre className="code-block" tabIndex={0} role="region" aria-label={snippetLabel}>
        <code>{snippet}</code>
      </pre>
    </div>
  );
}
