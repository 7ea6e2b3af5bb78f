import { CodeSnippet } from '~/components/ui/code-snippet';
import { Panel } from '~/components/ui/panel';
import { useT } from '~/i18n';

const NODE_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (e.g. express.raw()).
export function isFromMatchwire(rawBody, signatureHeader, secret) {
  const parts = Object.fromEntries(signatureHeader.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

const PYTHON_SAMPLE = `import hashlib, hmac, time

def is_from_matchwire(raw_body: bytes, signature_header: str, secret: str) -> bool:
    parts = dict(part.split("=", 1) for part in signature_header.split(","))
    t = int(parts.get("t", "0"))
    if abs(time.time() - t) > 300:
        return False
    expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))`;

/** "How to verify": the signature rule in words, then the same check in Node.js and in Python. */
export function VerifySnippet() {
  const t = useT();
  return (
    <Panel id="webhook-verify" title={t('webhooks.verify.title')} description={t('webhooks.verify.body')}>
      <CodeSnippet code={NODE_SAMPLE} label={t('webhooks.verify.codeLabel')} />
      <CodeSnippet code={PYTHON_SAMPLE} label={t('webhooks.verify.pythonLabel')} />
    </Panel>
  );
}
