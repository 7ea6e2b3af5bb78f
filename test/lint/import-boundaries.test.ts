import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, so a weakened config or rule fails here.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** The boundary messages ESLint reports for these lines of code written at `file` (relative to the repository). */
async function boundaryErrors(file: string, lines: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(`${lines.join('\n')}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/import-boundaries')
    .map((message) => message.message);
}

/** Each line written at `file` is refused, in order, with a message containing the text it maps to. */
async function expectRefused(file: string, refusals: Record<string, string>): Promise<void> {
  expect(await boundaryErrors(file, Object.keys(refusals))).toEqual(
    Object.values(refusals).map((text) => expect.stringContaining(text)),
  );
}

/** The lines written at `file` break no boundary. */
async function expectAllowed(file: string, ...lines: string[]): Promise<void> {
  expect(await boundaryErrors(file, lines)).toEqual([]);
}

describe('a service never imports another workload', () => {
  const useCase = 'services/catalogue/src/use-cases/find-products.ts';

  it('refuses another service by package name or by relative path', async () => {
    await expectRefused(useCase, {
      "export { buildApp } from '@matchwire/account';": 'services/catalogue imports services/account',
      "export { users } from '../../../docs/src/db/schema';": 'services/catalogue imports services/docs',
      "export { app } from '../../../../gateway/src/app';": 'services/catalogue imports gateway',
    });
  });

  it('lets it import packages and its own files', async () => {
    await expectAllowed(
      useCase,
      "export { AppError } from '@matchwire/kit';",
      "export { products } from '../db/schema';",
    );
  });
});

describe('a service writes events only through its outbox writer', () => {
  const useCase = 'services/docs/src/use-cases/update-document.ts';

  it("refuses kit's outbox relay module (enqueueEvents, OutboxRelay), however it is spelled", async () => {
    for (const from of ['@matchwire/kit/bus/outbox', '../../../../packages/kit/src/bus/outbox.ts']) {
      await expectRefused(useCase, {
        [`export { enqueueEvents } from '${from}';`]: "services/docs imports kit's outbox relay",
      });
    }
  });

  it('lets it import the outbox writer', async () => {
    await expectAllowed(useCase, "export type { TPublish } from '@matchwire/kit/bus/outbox-writer';");
  });
});

describe('the gateway and web import no service', () => {
  it.each([
    ['gateway/src/app.ts', "export { buildApp } from '@matchwire/docs';", 'gateway imports services/docs'],
    [
      'web/app/lib/api/api-request.ts',
      "export { buildGateway } from '../../../../gateway/src/app';",
      'web imports gateway',
    ],
  ])('refuses in %s: %s', async (file, line, refusal) => {
    await expectRefused(file, { [line]: refusal });
  });

  it.each(['gateway/src/app.ts', 'web/app/lib/api/api-request.ts'])('lets %s import the contracts', async (file) => {
    await expectAllowed(file, "export type { TEndpoints } from '@matchwire/contracts';");
  });
});

describe('packages import no service, gateway or web', () => {
  it('refuses a service in the kit', async () => {
    await expectRefused('packages/kit/src/http/serve-endpoint.ts', {
      "export { accountDeps } from '../../../../services/account/src/account-deps';":
        'packages/kit imports services/account',
    });
  });
});

describe('packages/contracts imports no service, gateway or web', () => {
  const contract = 'packages/contracts/src/catalogue/endpoints.ts';

  it('refuses each of them', async () => {
    await expectRefused(contract, {
      "export { products } from '../../../../services/catalogue/src/db/schema';":
        'packages/contracts imports services/catalogue',
      "export { app } from '@matchwire/gateway';": 'packages/contracts imports gateway',
      "export { apiClient } from '../../../../web/app/lib/api/api-client';": 'packages/contracts imports web',
    });
  });

  it('lets it import other packages', async () => {
    await expectAllowed(contract, "export { signUrl } from '@matchwire/signing';");
  });
});

describe("web's shell and lib never import a feature", () => {
  it('refuses a feature in the shell, even its index or a type', async () => {
    await expectRefused('web/app/components/layout/site-footer.tsx', {
      "export { FooterArticles } from '~/features/blog';": 'imports features/blog',
      "export type { TProduct } from '../../features/catalogue/api/get-product-list';": 'imports features/catalogue',
    });
  });

  it('refuses a feature in lib', async () => {
    await expectRefused('web/app/lib/seo/content-meta.ts', {
      "export { blogListPath } from '~/features/blog/blog-paths';": 'the shell, lib and i18n never import a feature',
    });
  });

  it('lets the shell import components and lib', async () => {
    await expectAllowed(
      'web/app/components/layout/site-footer.tsx',
      "export { Icon } from '~/components/ui/icon';",
      "export { showToast } from '~/lib/ui-state/toast-store';",
    );
  });
});

describe('features import each other only through their index', () => {
  const component = 'web/app/features/marketing/components/hero.tsx';
  const onlyThroughIndex = "import from '~/features/catalogue'";

  it("refuses another feature's inner modules and stylesheets, by alias or relative path", async () => {
    await expectRefused(component, {
      "export { productDetailPath } from '~/features/catalogue/utils/product-path';": onlyThroughIndex,
      "export { SPORT_TYPE } from '../../catalogue/sports';": onlyThroughIndex,
      "import '~/features/catalogue/components/catalogue.css';": onlyThroughIndex,
    });
  });

  it("lets a feature import another's index and its own modules", async () => {
    await expectAllowed(
      component,
      "export { productDetailPath } from '~/features/catalogue';",
      "export { SPORT_TYPE } from '../../catalogue/index';",
      "export { getPartnerLinks } from '~/features/marketing/api/partner-links';",
    );
  });

  it('lets route modules import the modules a page needs', async () => {
    await expectAllowed(
      'web/app/routes/products/list.tsx',
      "export { ProductCard } from '~/features/catalogue/components/product-card';",
    );
  });
});
