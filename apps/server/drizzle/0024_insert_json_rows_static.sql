-- The rows a reservation writes go in through statements planned once per connection (decision 104). `insert_json_rows`
-- (0021) built its INSERT from the given keys and ran it as dynamic SQL, parsed and planned at every call: about
-- 0.5 ms for each of a reservation's three inserts. For the tables a reservation writes, it now runs a fixed INSERT
-- of whole rows: the server's rows carry every column (`planOrder`; a test checks that every column with a
-- database default is among them), so a key left out means NULL, as it would have. Other tables keep the dynamic
-- path.
CREATE OR REPLACE FUNCTION "insert_json_rows"("p_table" regclass, "p_rows" jsonb) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_columns" text;
  "v_inserted" jsonb;
BEGIN
  IF "p_rows" IS NULL OR jsonb_array_length("p_rows") = 0 THEN
    RETURN '[]'::jsonb;
  END IF;
  IF "p_table" = '"orders"'::regclass THEN
    WITH "inserted" AS (
      INSERT INTO "orders" SELECT * FROM jsonb_populate_recordset(NULL::"orders", "p_rows") RETURNING *
    )
    SELECT coalesce(jsonb_agg(to_jsonb("inserted")), '[]'::jsonb) INTO "v_inserted" FROM "inserted";
  ELSIF "p_table" = '"order_items"'::regclass THEN
    WITH "inserted" AS (
      INSERT INTO "order_items" SELECT * FROM jsonb_populate_recordset(NULL::"order_items", "p_rows") RETURNING *
    )
    SELECT coalesce(jsonb_agg(to_jsonb("inserted")), '[]'::jsonb) INTO "v_inserted" FROM "inserted";
  ELSIF "p_table" = '"attendees"'::regclass THEN
    WITH "inserted" AS (
      INSERT INTO "attendees" SELECT * FROM jsonb_populate_recordset(NULL::"attendees", "p_rows") RETURNING *
    )
    SELECT coalesce(jsonb_agg(to_jsonb("inserted")), '[]'::jsonb) INTO "v_inserted" FROM "inserted";
  ELSE
    SELECT string_agg(DISTINCT quote_ident("column_name"), ', ') INTO "v_columns"
    FROM jsonb_array_elements("p_rows") AS "given"("value"), jsonb_object_keys("given"."value") AS "column_name";
    EXECUTE format(
      'WITH "inserted" AS (INSERT INTO %s (%s) SELECT %s FROM jsonb_populate_recordset(NULL::%s, $1) RETURNING *) '
        'SELECT coalesce(jsonb_agg(to_jsonb("inserted")), ''[]''::jsonb) FROM "inserted"',
      "p_table", "v_columns", "v_columns", "p_table"
    ) INTO "v_inserted" USING "p_rows";
  END IF;
  RETURN "v_inserted";
END;
$$;
