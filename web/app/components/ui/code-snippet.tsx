import './code-snippet.css';

/** A command or a few lines of code on a dark ground; it scrolls sideways on phones, so it is focusable and named for the keyboard. */
export function CodeSnippet({ code, label }: { code: string; label: string }) {
  return (
    <pre className="snippet" tabIndex={0} role="region" aria-label={label}>
      <code>{code}</code>
    </pre>
  );
}
