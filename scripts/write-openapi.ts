/**
 * `npm run openapi`: writes the site's OpenAPI 3.1 document (every `/api` endpoint of
 * packages/contracts) to packages/contracts/dist/openapi.json, for tools that want a file (an API
 * client generator, Schemathesis without a running gateway). Not committed: the gateway builds
 * the same document from the same definitions at start and serves it at `/openapi.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteOpenApiDocument } from '@matchwire/kit/http/openapi-document';
import { repoRoot } from './lib/shell.ts';

const target = path.join(repoRoot, 'packages/contracts/dist/openapi.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(siteOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(repoRoot, target)}`);
