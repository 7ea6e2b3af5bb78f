import * as p from 'drizzle-orm/pg-core';

/**
 * The id of a row the database names: a random UUID (`gen_random_uuid()`), so an id that leaves
 * the service tells nothing of how many rows there are or in which order they came.
 */
export const randomUuidKey = (name: string) => p.uuid(name).primaryKey().defaultRandom();

/** Any of Drizzle's column builders; `belongsTo` hands back the builder's own type, as its methods do. */
type TReferencingColumn = {
  notNull(): { references(parent: () => p.PgColumn, actions: p.ReferenceConfig['actions']): unknown };
};

/**
 * A child row's reference to the row it is part of, in the same schema: always set, and the
 * child is deleted with its parent (a ticket's messages, a user's sessions).
 */
export const belongsTo = <TColumn extends TReferencingColumn>(column: TColumn, parent: () => p.PgColumn) =>
  column.notNull().references(parent, { onDelete: 'cascade' }) as ReturnType<
    ReturnType<TColumn['notNull']>['references']
  >;
