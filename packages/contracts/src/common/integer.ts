import { z } from 'zod';

/**
 * A number as a form or query sends it that fits a PostgreSQL `integer`, the type of the services'
 * id and type columns. A larger one names no row and would make PostgreSQL refuse the query (a 500),
 * so the schema refuses it with 400 (found by Schemathesis, test/system/schemathesis.test.ts).
 */
export const ZInteger = z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);

/** An id of a row: a positive `integer`. */
export const ZRowId = ZInteger.positive();
