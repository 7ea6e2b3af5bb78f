import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text whose `{name}` placeholders become elements, e.g. the e-mail in bold:
 * `<RichText text={t('auth.confirm.body')} values={{ email: <strong>{email}</strong> }} />`.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
