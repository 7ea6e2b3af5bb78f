import { sql } from 'drizzle-orm';
import type { TDocsDb, TDocsTx } from '../db/docs-db.ts';
import { buildFaqSearchText } from '../db/faq-search-text.ts';
import { articles, changeLogs, docCategories, documents, faqCategories, faqs } from '../db/schema.ts';
import { loadSeedContent, type TSeedDocument } from './seed-content.ts';

/** Inserts the demo documentation, FAQ and blog where absent; never overwrites what an editor changed. */
export async function seedDemoData(db: TDocsDb): Promise<void> {
  const content = loadSeedContent();
  await db.transaction(async (tx) => {
    await tx.insert(docCategories).values(content.docCategories).onConflictDoNothing();
    await tx
      .insert(documents)
      .values(
        content.documents.map((document) => ({
          ...document,
          englishName: document.name.en,
          updatedAt: document.createdAt,
        })),
      )
      .onConflictDoNothing();
    await backfillDocumentRefs(tx, content.documents);
    await tx.insert(changeLogs).values(content.changeLogs).onConflictDoNothing();
    await tx.insert(faqCategories).values(content.faqCategories).onConflictDoNothing();
    await tx
      .insert(faqs)
      .values(content.faqs.map((faq) => ({ ...faq, searchText: buildFaqSearchText(faq.question, faq.answer) })))
      .onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        content.articles.map((article) => ({
          ...article,
          createdAt: article.publishDate,
          updatedAt: article.publishDate,
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * A database seeded before documents had references gets the seed's reference on each of its pages
 * that has none yet; a reference once set is never changed (docs/decisions/0007).
 */
async function backfillDocumentRefs(tx: TDocsTx, seedDocuments: TSeedDocument[]): Promise<void> {
  const pairs = seedDocuments.flatMap((document) =>
    document.ref ? [sql`(${document.documentId}, ${document.ref})`] : [],
  );
  await tx.execute(sql`
    update ${documents} set ref = seeded.ref
    from (values ${sql.join(pairs, sql`, `)}) as seeded (document_id, ref)
    where ${documents.documentId} = seeded.document_id and ${documents.ref} is null
      and not exists (select 1 from ${documents} as taken where taken.ref = seeded.ref)`);
}
