import fc from "fast-check";

/** One generated request: what the API must refuse with a 4xx, never a 5xx or a write. */
export type MalformedRequest = { family: string; contentType: string | undefined; body: string | Uint8Array<ArrayBuffer> };

type SchemaNode = Record<string, unknown>;

/**
 * Field names and allowed strings found in the shared valibot schemas, so generated objects look
 * like real bodies and reach deep validation instead of failing on the first key.
 */
export function schemaVocabulary(modules: Record<string, unknown>) {
  const keys = new Set<string>();
  const words = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const schema = node as SchemaNode;
    if (schema.entries && typeof schema.entries === "object") {
      for (const [key, child] of Object.entries(schema.entries)) {
        keys.add(key);
        visit(child);
      }
    }
    if (typeof schema.literal === "string") words.add(schema.literal);
    for (const option of Array.isArray(schema.options) ? schema.options : []) {
      if (typeof option === "string") words.add(option);
      else visit(option);
    }
    for (const child of [schema.wrapped, schema.item, ...(Array.isArray(schema.pipe) ? schema.pipe : [])]) visit(child);
  };
  for (const exported of Object.values(modules).flatMap((m) => Object.values(m as object))) visit(exported);
  return { keys: [...keys], words: [...words] };
}

const JSON_TYPE = "application/json";

/** Every way a body can be wrong, each family a fast-check arbitrary. */
export function malformedRequests(vocabulary: { keys: string[]; words: string[] }) {
  const word = vocabulary.words.length ? fc.constantFrom(...vocabulary.words) : fc.string();
  const hugeString = fc.integer({ min: 17 * 1024, max: 40 * 1024 }).map((n) => "x".repeat(n));
  // A string that is never a UUID: every route identifies the chat session with one.
  const notAUuid = fc.oneof(
    fc.string({ maxLength: 40 }).filter((s) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)),
    fc.uuid().map((u) => `${u}x`),
    fc.constantFrom(null, 0, true, [], {}),
  );
  const fieldValue = fc.oneof(
    { weight: 3, arbitrary: word },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...vocabulary.keys), word, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.array(fc.dictionary(fc.constantFrom(...vocabulary.keys), word, { maxKeys: 4 }), { maxLength: 12 }) },
  );
  const nearValidObject = fc
    .tuple(fc.dictionary(fc.constantFrom(...vocabulary.keys), fieldValue, { maxKeys: vocabulary.keys.length }), notAUuid)
    .map(([fields, sessionId]) => ({ ...fields, sessionId }));

  const json = (family: string, value: fc.Arbitrary<unknown>, contentType: fc.Arbitrary<string> = fc.constant(JSON_TYPE)) =>
    fc.record({ family: fc.constant(family), contentType, body: value.map((v) => JSON.stringify(v) ?? "") });

  return {
    notAnObject: json(
      "not an object",
      fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 8 })),
    ),
    nearValidObject: json(
      "object with wrong fields",
      nearValidObject,
      fc.constantFrom(JSON_TYPE, "application/json; charset=utf-8", "APPLICATION/JSON", "application/vnd.api+json"),
    ),
    oversized: json(
      "over 16 KiB",
      fc.tuple(nearValidObject, hugeString).map(([o, huge]) => ({ ...o, query: huge, padding: huge })),
    ),
    deeplyNested: fc.record({
      family: fc.constant("deeply nested"),
      contentType: fc.constant(JSON_TYPE),
      body: fc.tuple(fc.integer({ min: 100, max: 12_000 }), fc.constantFrom("[", '{"data":')).map(([depth, open]) => {
        const close = open === "[" ? "]" : "}";
        return `{"sessionId":"not-a-uuid","data":${open.repeat(depth)}1${close.repeat(depth)}}`;
      }),
    }),
    brokenJson: fc.record({
      family: fc.constant("broken JSON"),
      contentType: fc.constant(JSON_TYPE),
      body: fc.oneof(
        nearValidObject.chain((o) => {
          const text = JSON.stringify(o);
          return fc.integer({ min: 0, max: text.length - 1 }).map((n) => text.slice(0, n));
        }),
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.constantFrom("", "{", "}", "{'a':1}", '{"a":}', "[1,]", "NaN", "undefined", "\uFEFF{}", '{"a":"\\ud800"'),
      ),
    }),
    invalidUtf8: fc.record({
      family: fc.constant("invalid UTF-8 bytes"),
      contentType: fc.constant(JSON_TYPE),
      body: fc
        .tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom([0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xf0, 0x28, 0x8c]))
        .map(([bytes, bad]) => Uint8Array.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, ...bytes, ...bad, 0x22, 0x7d])),
    }),
    wrongContentType: fc.record({
      family: fc.constant("not declared as JSON"),
      contentType: fc.constantFrom(
        undefined,
        "text/plain",
        "text/json",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/jsonp",
        "",
      ),
      body: nearValidObject.map((o) => JSON.stringify(o)),
    }),
  } satisfies Record<string, fc.Arbitrary<MalformedRequest>>;
}
