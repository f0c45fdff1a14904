import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { fixtureItems, fixtureListResource } from '../test-support/list-fixture';
import { AppError } from './app-error';
import {
  buildListClauses,
  buildListMeta,
  escapeLikePattern,
  parseListQuery,
  withoutEmptyListParams,
} from './list-query';

const toSql = (raw: unknown) => {
  const query = parseListQuery(fixtureListResource, raw);
  const clauses = buildListClauses(fixtureListResource, query);
  return new QueryBuilder()
    .select()
    .from(fixtureItems)
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(clauses.limit)
    .offset(clauses.offset)
    .toSQL();
};

const validationErrors = (raw: unknown): Record<string, string[]> => {
  try {
    parseListQuery(fixtureListResource, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    return (error as AppError).fieldErrors;
  }
  throw new Error('expected a validation error');
};

describe('parseListQuery', () => {
  it('applies the spec defaults: page 1, 20 per page, the resource default sort', () => {
    expect(parseListQuery(fixtureListResource, {})).toEqual({
      page: 1,
      perPage: 20,
      search: null,
      sortBy: 'created_at',
      sortDirection: 'desc',
      filters: [],
    });
  });

  it('coerces page and per_page from strings and caps per_page at 100', () => {
    expect(parseListQuery(fixtureListResource, { page: '3', per_page: '50' })).toMatchObject({ page: 3, perPage: 50 });
    expect(validationErrors({ per_page: '101' })).toHaveProperty('per_page');
    expect(validationErrors({ page: '0' })).toHaveProperty('page');
    expect(validationErrors({ page: 'two' })).toHaveProperty('page');
    expect(validationErrors({ per_page: '1.5' })).toHaveProperty('per_page');
  });

  it('sorts ascending by default when another sortable field is chosen', () => {
    expect(parseListQuery(fixtureListResource, { sort_by: 'name' })).toMatchObject({
      sortBy: 'name',
      sortDirection: 'asc',
    });
    expect(parseListQuery(fixtureListResource, { sort_by: 'name', sort_direction: 'desc' })).toMatchObject({
      sortDirection: 'desc',
    });
  });

  it('names a sort field outside the whitelist', () => {
    const errors = validationErrors({ sort_by: 'email' });
    expect(errors.sort_by?.[0]).toContain('"email" is not a sortable field');
    expect(errors.sort_by?.[0]).toContain('name, total_gross, created_at');
  });

  it('refuses an unknown sort direction', () => {
    expect(validationErrors({ sort_direction: 'sideways' })).toHaveProperty('sort_direction');
  });

  it('names a filter field outside the whitelist, an unknown operator and a badly typed value, all at once', () => {
    const errors = validationErrors({
      filter_fields: { password: { eq: 'x' }, status: { almost: 'PAID' }, total_gross: { gt: 'ten' } },
    });
    expect(errors['filter_fields.password']?.[0]).toContain('"password" cannot be filtered');
    expect(errors['filter_fields.status.almost']?.[0]).toContain('"almost" is not a filter operator');
    expect(errors['filter_fields.total_gross.gt']?.[0]).toContain('whole number');
  });

  it('validates values by field type', () => {
    expect(validationErrors({ filter_fields: { status: { eq: 'PAID' } } })['filter_fields.status.eq']?.[0]).toContain(
      'must be one of COMPLETED, CANCELLED, AWAITING_OFFLINE_PAYMENT',
    );
    expect(validationErrors({ filter_fields: { is_vip: { eq: 'maybe' } } })).toHaveProperty('filter_fields.is_vip.eq');
    expect(validationErrors({ filter_fields: { created_at: { gte: 'yesterday' } } })).toHaveProperty(
      'filter_fields.created_at.gte',
    );
    expect(validationErrors({ filter_fields: { id: { eq: 'not-a-uuid' } } })).toHaveProperty('filter_fields.id.eq');
    expect(
      validationErrors({ filter_fields: { total_gross: { like: '1' } } })['filter_fields.total_gross.like']?.[0],
    ).toContain('only applies to text fields');
    expect(
      validationErrors({ filter_fields: { status: { in: 'COMPLETED,NOPE' } } })['filter_fields.status.in']?.[0],
    ).toContain('"NOPE"');
    expect(validationErrors({ filter_fields: { status: { in: ' , ' } } })).toHaveProperty('filter_fields.status.in');
  });

  it('accepts every one of the nine operators where they apply', () => {
    const query = parseListQuery(fixtureListResource, {
      filter_fields: {
        name: { like: 'ann', not_like: 'bob' },
        status: { eq: 'COMPLETED', ne: 'CANCELLED', in: 'COMPLETED,CANCELLED' },
        total_gross: { gt: '1', gte: '2', lt: '100', lte: '99' },
      },
    });
    expect(query.filters.map((filter) => filter.operator).sort()).toEqual(
      ['eq', 'gt', 'gte', 'in', 'like', 'lt', 'lte', 'ne', 'not_like'].sort(),
    );
  });

  it('refuses filter_fields that are not nested objects, and over-long values', () => {
    expect(validationErrors({ filter_fields: 'status' })).toHaveProperty('filter_fields');
    expect(validationErrors({ filter_fields: { name: 'x' } })).toHaveProperty('filter_fields.name');
    expect(validationErrors({ filter_fields: { name: { like: 'x'.repeat(256) } } })).toHaveProperty(
      'filter_fields.name.like',
    );
  });
});

describe('empty parameters mean unset', () => {
  const defaults = parseListQuery(fixtureListResource, {});

  it('answers a query string of empty parameters with the defaults, as a form that sends every field does', () => {
    expect(
      parseListQuery(fixtureListResource, {
        page: '',
        per_page: '',
        query: '',
        sort_by: '',
        sort_direction: '',
        filter_fields: { status: { eq: '' }, name: { like: '', not_like: '' } },
      }),
    ).toEqual(defaults);
  });

  it('treats blank top-level values like empty ones', () => {
    expect(parseListQuery(fixtureListResource, { page: ' ', per_page: '  ', sort_by: ' ', query: '   ' })).toEqual(
      defaults,
    );
  });

  it('keeps the filled parameters beside the empty ones', () => {
    const query = parseListQuery(fixtureListResource, {
      page: '2',
      per_page: '',
      sort_by: 'name',
      sort_direction: '',
      filter_fields: { status: { eq: 'COMPLETED', ne: '' }, name: { like: '' } },
    });
    expect(query).toMatchObject({ page: 2, perPage: 20, sortBy: 'name', sortDirection: 'asc' });
    expect(query.filters).toEqual([{ field: 'status', operator: 'eq', value: 'COMPLETED' }]);
  });

  it('drops an empty filter even on a field that cannot be filtered, since nothing was asked of it', () => {
    expect(parseListQuery(fixtureListResource, { filter_fields: { password: { eq: '' } } }).filters).toEqual([]);
    expect(parseListQuery(fixtureListResource, { filter_fields: { status: '' } }).filters).toEqual([]);
    expect(parseListQuery(fixtureListResource, { filter_fields: '' }).filters).toEqual([]);
  });

  it('still refuses what is wrong rather than empty', () => {
    expect(validationErrors({ page: '0', per_page: '' })).toHaveProperty('page');
    expect(validationErrors({ sort_by: 'email', query: '' })).toHaveProperty('sort_by');
    expect(validationErrors({ filter_fields: { password: { eq: 'x', ne: '' } } })).toHaveProperty(
      'filter_fields.password',
    );
    expect(validationErrors({ filter_fields: { status: { in: ' , ' } } })).toHaveProperty('filter_fields.status.in');
  });

  it('keeps a filter value of spaces, which a like may mean, and leaves non-strings to the schema', () => {
    expect(parseListQuery(fixtureListResource, { filter_fields: { name: { like: ' ' } } }).filters).toEqual([
      { field: 'name', operator: 'like', value: ' ' },
    ]);
    expect(withoutEmptyListParams({ page: ['', ''], eventsStatus: '', format: 'csv' })).toEqual({
      page: ['', ''],
      format: 'csv',
    });
    expect(withoutEmptyListParams(undefined)).toBeUndefined();
  });
});

describe('buildListClauses', () => {
  it('pages with limit and offset and orders by the sort then the tie-breaker', () => {
    const { sql, params } = toSql({ page: '3', per_page: '10', sort_by: 'total_gross', sort_direction: 'asc' });
    // total_gross is NOT NULL: no NULLS clause, so a plain (column, id) index serves both directions.
    expect(sql).toContain('order by "test_fixture_items"."total_gross" asc, "test_fixture_items"."id" asc');
    expect(sql).toMatch(/limit \$\d+ offset \$\d+/);
    expect(params).toEqual([10, 20]);
  });

  it('binds filter values as parameters', () => {
    const { sql, params } = toSql({
      filter_fields: { status: { in: 'COMPLETED,CANCELLED' }, total_gross: { gte: '500' }, name: { like: 'ann' } },
    });
    expect(sql).toContain('"test_fixture_items"."status" in ($1, $2)');
    expect(sql).toContain('"test_fixture_items"."total_gross" >= $3');
    expect(sql).toContain('"test_fixture_items"."name" ilike $4');
    expect(params.slice(0, 4)).toEqual(['COMPLETED', 'CANCELLED', 500, '%ann%']);
  });

  it('treats the value null as IS NULL / IS NOT NULL for eq and ne', () => {
    expect(toSql({ filter_fields: { email: { eq: 'null' } } }).sql).toContain('"test_fixture_items"."email" is null');
    expect(toSql({ filter_fields: { email: { ne: 'null' } } }).sql).toContain(
      '"test_fixture_items"."email" is not null',
    );
  });

  it('searches every searchable column case-insensitively with wildcards escaped', () => {
    const { sql, params } = toSql({ query: '50%_off' });
    expect(sql).toContain('("test_fixture_items"."name" ilike $1 or "test_fixture_items"."email" ilike $2)');
    expect(params.slice(0, 2)).toEqual(['%50\\%\\_off%', '%50\\%\\_off%']);
  });

  it('combines the caller scope with the filters', () => {
    const query = parseListQuery(fixtureListResource, { filter_fields: { is_vip: { eq: 'true' } } });
    const { where } = buildListClauses(fixtureListResource, query, undefined);
    expect(where).toBeDefined();
  });
});

describe('SQL injection attempts never reach SQL text', () => {
  const attack = `x'; DROP TABLE test_fixture_items; --`;

  it('in sort_by: refused by the whitelist', () => {
    expect(validationErrors({ sort_by: attack })).toHaveProperty('sort_by');
    expect(validationErrors({ sort_by: 'name; DELETE FROM users' })).toHaveProperty('sort_by');
  });

  it('in sort_direction: refused by the enum', () => {
    expect(validationErrors({ sort_by: 'name', sort_direction: 'asc; DROP TABLE x' })).toHaveProperty('sort_direction');
  });

  it('in a filter field name: refused by the whitelist', () => {
    expect(validationErrors({ filter_fields: { [attack]: { eq: '1' } } })).toHaveProperty(`filter_fields.${attack}`);
  });

  it('in an operator: refused by the operator list', () => {
    expect(validationErrors({ filter_fields: { name: { [`eq'; --`]: '1' } } })).toHaveProperty(
      `filter_fields.name.eq'; --`,
    );
  });

  it('in a filter value: bound as a parameter, never in the text', () => {
    for (const operator of ['eq', 'ne', 'like', 'not_like', 'in', 'gt', 'lt']) {
      const { sql, params } = toSql({ filter_fields: { name: { [operator]: attack } } });
      expect(sql).not.toContain('DROP');
      expect(params.some((param) => String(param).includes('DROP TABLE'))).toBe(true);
    }
  });

  it('in a typed filter value: refused by the type check', () => {
    expect(validationErrors({ filter_fields: { total_gross: { eq: '1 OR 1=1' } } })).toHaveProperty(
      'filter_fields.total_gross.eq',
    );
    expect(validationErrors({ filter_fields: { created_at: { gt: `2024-01-01' OR '1'='1` } } })).toHaveProperty(
      'filter_fields.created_at.gt',
    );
  });

  it('in the search query: bound as a parameter', () => {
    const { sql, params } = toSql({ query: attack });
    expect(sql).not.toContain('DROP');
    expect(params[0]).toBe(`%x'; DROP TABLE test\\_fixture\\_items; --%`);
  });

  it('in page and per_page: refused as non-numbers', () => {
    expect(validationErrors({ page: '1; DROP TABLE x' })).toHaveProperty('page');
    expect(validationErrors({ per_page: '10 OR 1=1' })).toHaveProperty('per_page');
  });
});

describe('buildListMeta', () => {
  it('reports paging and the whitelists', () => {
    const query = parseListQuery(fixtureListResource, { page: '2', per_page: '10' });
    expect(buildListMeta(fixtureListResource, query, 25)).toEqual({
      current_page: 2,
      per_page: 10,
      total: 25,
      last_page: 3,
      from: 11,
      to: 20,
      allowed_sorts: ['name', 'total_gross', 'created_at'],
      default_sort: 'created_at',
      default_sort_direction: 'desc',
      allowed_filter_fields: ['name', 'email', 'status', 'total_gross', 'is_vip', 'created_at', 'id'],
    });
  });

  it('keeps last_page at 1 and from/to null for an empty list or a page past the end', () => {
    const first = parseListQuery(fixtureListResource, {});
    expect(buildListMeta(fixtureListResource, first, 0)).toMatchObject({ last_page: 1, from: null, to: null });
    const far = parseListQuery(fixtureListResource, { page: '9' });
    expect(buildListMeta(fixtureListResource, far, 5)).toMatchObject({ last_page: 1, from: null, to: null });
  });
});

describe('escapeLikePattern', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLikePattern('100%_\\x')).toBe('100\\%\\_\\\\x');
  });
});
