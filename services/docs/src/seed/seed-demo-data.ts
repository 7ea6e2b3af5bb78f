import { sql } from 'drizzle-orm';
import type { TDocsDb, TDocsTx } from '../db/docs-db.ts';
import { buildFaqSearchText } from '../db/faq-search-text.ts';
import { articles, changeLogs, docCategories, documents, faqCategories, faqs } from '../db/schema.ts';
import { basketballReferenceDocuments } from './content/basketball-reference.ts';
import { basketballStatsOddsDocuments } from './content/basketball-stats-odds.ts';
import { blogPosts, docArticles } from './content/blog-posts.ts';
import { changeLogs as seedChangeLogs } from './content/change-logs.ts';
import type { TSeedDocument } from './content/content-types.ts';
import { docCategories as seedDocCategories } from './content/doc-categories.ts';
import { esportsCommonDocuments } from './content/esports-common.ts';
import { esportsGameDocuments } from './content/esports-games.ts';
import { accountBillingFaqs } from './content/faq-account-billing.ts';
import { apiUsageFaqs } from './content/faq-api-usage.ts';
import { faqCategories as seedFaqCategories } from './content/faq-categories.ts';
import { footballAnalyticsDocuments } from './content/football-analytics.ts';
import { coverageWidgetFaqs } from './content/faq-coverage-widgets.ts';
import { footballMatchDocuments } from './content/football-matches.ts';
import { footballReferenceDocuments } from './content/football-reference.ts';
import { footballStatsOddsDocuments } from './content/football-stats-odds.ts';
import { startGuides } from './content/guides-start.ts';
import { usageGuides } from './content/guides-usage.ts';

export const seedDocuments: TSeedDocument[] = [
  ...startGuides,
  ...usageGuides,
  ...footballReferenceDocuments,
  ...footballMatchDocuments,
  ...footballStatsOddsDocuments,
  ...footballAnalyticsDocuments,
  ...basketballReferenceDocuments,
  ...basketballStatsOddsDocuments,
  ...esportsCommonDocuments,
  ...esportsGameDocuments,
];
export const seedFaqs = [...accountBillingFaqs, ...apiUsageFaqs, ...coverageWidgetFaqs];

/** Inserts the demo documentation, FAQ and blog where absent; never overwrites what an editor changed. */
export async function seedDemoData(db: TDocsDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(docCategories).values(seedDocCategories).onConflictDoNothing();
    await tx
      .insert(documents)
      .values(
        seedDocuments.map((document) => ({
          ...document,
          englishName: document.name.en,
          createdAt: new Date(document.createdAt),
          updatedAt: new Date(document.createdAt),
        })),
      )
      .onConflictDoNothing();
    await backfillDocumentRefs(tx);
    await tx
      .insert(changeLogs)
      .values(seedChangeLogs.map((log) => ({ ...log, createdAt: new Date(log.createdAt) })))
      .onConflictDoNothing();
    await tx.insert(faqCategories).values(seedFaqCategories).onConflictDoNothing();
    await tx
      .insert(faqs)
      .values(
        seedFaqs.map((faq) => ({
          ...faq,
          searchText: buildFaqSearchText(faq.question, faq.answer),
          createdAt: new Date(faq.createdAt),
          updatedAt: new Date(faq.updatedAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        [...blogPosts, ...docArticles].map((article) => ({
          ...article,
          publishDate: new Date(article.publishDate),
          createdAt: new Date(article.publishDate),
          updatedAt: new Date(article.publishDate),
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * A database seeded before documents had references gets the seed's reference on each of its pages
 * that has none yet; a reference once set is never changed (docs/decisions/0007).
 */
async function backfillDocumentRefs(tx: TDocsTx): Promise<void> {
  const pairs = seedDocuments.flatMap((document) =>
    document.ref ? [sql`(${document.documentId}, ${document.ref})`] : [],
  );
  await tx.execute(sql`
    update ${documents} set ref = seeded.ref
    from (values ${sql.join(pairs, sql`, `)}) as seeded (document_id, ref)
    where ${documents.documentId} = seeded.document_id and ${documents.ref} is null
      and not exists (select 1 from ${documents} as taken where taken.ref = seeded.ref)`);
}
