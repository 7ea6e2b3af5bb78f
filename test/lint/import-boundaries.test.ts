import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, so a weakened config or rule fails here.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** The boundary messages ESLint reports for `code` written at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/import-boundaries')
    .map((message) => message.message);
}

describe('a service never imports another workload', () => {
  const useCase = 'services/catalogue/src/use-cases/find-products.ts';

  it('refuses another service by package name or by relative path', async () => {
    expect(await boundaryErrors(useCase, "export { buildApp } from '@matchwire/account';\n")).toEqual([
      expect.stringContaining('services/catalogue imports services/account'),
    ]);
    expect(await boundaryErrors(useCase, "export { users } from '../../../docs/src/db/schema';\n")).toEqual([
      expect.stringContaining('services/catalogue imports services/docs'),
    ]);
    expect(await boundaryErrors(useCase, "export { app } from '../../../../gateway/src/app';\n")).toEqual([
      expect.stringContaining('services/catalogue imports gateway'),
    ]);
  });

  it('lets it import packages and its own files', async () => {
    const code = "export { AppError } from '@matchwire/kit';\nexport { products } from '../db/schema';\n";
    expect(await boundaryErrors(useCase, code)).toEqual([]);
  });
});

describe('a service writes events only through its outbox writer', () => {
  const useCase = 'services/docs/src/use-cases/update-document.ts';

  it("refuses kit's outbox relay module (enqueueEvents, OutboxRelay), however it is spelled", async () => {
    for (const from of ['@matchwire/kit/bus/outbox', '../../../../packages/kit/src/bus/outbox.ts']) {
      expect(await boundaryErrors(useCase, `export { enqueueEvents } from '${from}';\n`)).toEqual([
        expect.stringContaining("services/docs imports kit's outbox relay"),
      ]);
    }
  });

  it('lets it import the outbox writer', async () => {
    const code = "export type { TPublish } from '@matchwire/kit/bus/outbox-writer';\n";
    expect(await boundaryErrors(useCase, code)).toEqual([]);
  });
});

describe('the gateway and web import no service', () => {
  it('refuses a service in the gateway and the gateway in web', async () => {
    expect(await boundaryErrors('gateway/src/app.ts', "export { buildApp } from '@matchwire/docs';\n")).toEqual([
      expect.stringContaining('gateway imports services/docs'),
    ]);
    const fromWeb = "export { buildGateway } from '../../../../gateway/src/app';\n";
    expect(await boundaryErrors('web/app/lib/api/api-request.ts', fromWeb)).toEqual([
      expect.stringContaining('web imports gateway'),
    ]);
  });

  it('lets them import the contracts', async () => {
    const code = "export type { TEndpoints } from '@matchwire/contracts';\n";
    expect(await boundaryErrors('gateway/src/app.ts', code)).toEqual([]);
    expect(await boundaryErrors('web/app/lib/api/api-request.ts', code)).toEqual([]);
  });
});

describe('packages import no service, gateway or web', () => {
  it('refuses a service in the kit', async () => {
    const code = "export { accountDeps } from '../../../../services/account/src/account-deps';\n";
    expect(await boundaryErrors('packages/kit/src/http/serve-endpoint.ts', code)).toEqual([
      expect.stringContaining('packages/kit imports services/account'),
    ]);
  });
});

describe('packages/contracts imports no service, gateway or web', () => {
  const contract = 'packages/contracts/src/catalogue/endpoints.ts';

  it('refuses each of them', async () => {
    const code = [
      "export { products } from '../../../../services/catalogue/src/db/schema';",
      "export { app } from '@matchwire/gateway';",
      "export { apiClient } from '../../../../web/app/lib/api/api-client';",
      '',
    ].join('\n');
    expect(await boundaryErrors(contract, code)).toEqual([
      expect.stringContaining('packages/contracts imports services/catalogue'),
      expect.stringContaining('packages/contracts imports gateway'),
      expect.stringContaining('packages/contracts imports web'),
    ]);
  });

  it('lets it import other packages', async () => {
    expect(await boundaryErrors(contract, "export { signUrl } from '@matchwire/signing';\n")).toEqual([]);
  });
});

describe("web's shell and lib never import a feature", () => {
  it('refuses a feature in the shell, even its index or a type', async () => {
    const code = [
      "export { FooterArticles } from '~/features/blog';",
      "export type { TProduct } from '../../features/catalogue/api/get-product-list';",
      '',
    ].join('\n');
    expect(await boundaryErrors('web/app/components/layout/site-footer.tsx', code)).toEqual([
      expect.stringContaining('imports features/blog'),
      expect.stringContaining('imports features/catalogue'),
    ]);
  });

  it('refuses a feature in lib', async () => {
    const code = "export { blogListPath } from '~/features/blog/blog-paths';\n";
    expect(await boundaryErrors('web/app/lib/seo/content-meta.ts', code)).toEqual([
      expect.stringContaining('the shell, lib and i18n never import a feature'),
    ]);
  });

  it('lets the shell import components and lib', async () => {
    const code =
      "export { Icon } from '~/components/ui/icon';\nexport { showToast } from '~/lib/ui-state/toast-store';\n";
    expect(await boundaryErrors('web/app/components/layout/site-footer.tsx', code)).toEqual([]);
  });
});

describe('features import each other only through their index', () => {
  const component = 'web/app/features/marketing/components/hero.tsx';

  it("refuses another feature's inner modules and stylesheets, by alias or relative path", async () => {
    const code = [
      "export { productDetailPath } from '~/features/catalogue/utils/product-path';",
      "export { SPORT_TYPE } from '../../catalogue/sports';",
      "import '~/features/catalogue/components/catalogue.css';",
      '',
    ].join('\n');
    expect(await boundaryErrors(component, code)).toEqual([
      expect.stringContaining("import from '~/features/catalogue'"),
      expect.stringContaining("import from '~/features/catalogue'"),
      expect.stringContaining("import from '~/features/catalogue'"),
    ]);
  });

  it("lets a feature import another's index and its own modules", async () => {
    const code = [
      "export { productDetailPath } from '~/features/catalogue';",
      "export { SPORT_TYPE } from '../../catalogue/index';",
      "export { getPartnerLinks } from '~/features/marketing/api/partner-links';",
      '',
    ].join('\n');
    expect(await boundaryErrors(component, code)).toEqual([]);
  });

  it('lets route modules import the modules a page needs', async () => {
    const code = "export { ProductCard } from '~/features/catalogue/components/product-card';\n";
    expect(await boundaryErrors('web/app/routes/products/list.tsx', code)).toEqual([]);
  });
});
