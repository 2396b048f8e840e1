// Which fields of the console's views hold personal data, declared once where the view is (issue 33,
// decision 051): a field of a view schema in core/schemas/ is `personal('email')` instead of `v.string()`.
// The API masks every answer by its call's answer schema (edge-api/src/lib/masking.ts, in the envelope),
// exports by their item schema, and an unmasking answers exactly these fields; nothing else names them.
import * as v from 'valibot';
import { masks, type MaskKind } from './mask.ts';

/** The metadata that marks a personal field and says how it is masked. */
type PersonalMetadata = { personal: MaskKind };

/** A text field of a view that holds personal data of the kind named (masked in the console's lists). */
export const personal = (kind: MaskKind) => v.pipe(v.string(), v.metadata<string, PersonalMetadata>({ personal: kind }));

/** A schema as this module walks it: the parts of valibot's schema objects it reads. */
type Walked = {
  type?: string;
  entries?: Record<string, Walked>;
  item?: Walked;
  wrapped?: Walked;
  pipe?: readonly Walked[];
  metadata?: Partial<PersonalMetadata>;
};

const walked = (schema: v.GenericSchema): Walked => schema;

/** The mask kind a field's schema declares, looking through pipes and nullable or optional wrappers. */
export function personalKindOf(schema: v.GenericSchema): MaskKind | undefined {
  const kindOf = (node: Walked | undefined): MaskKind | undefined => {
    if (!node) return undefined;
    for (const step of node.pipe ?? []) {
      if (step.type === 'metadata' && step.metadata?.personal) return step.metadata.personal;
      // a pipe's first step is the schema it refines, which may be a pipe of its own
      if (step.pipe) {
        const inner = kindOf(step);
        if (inner) return inner;
      }
    }
    return node.wrapped ? kindOf(node.wrapped) : undefined;
  };
  return kindOf(walked(schema));
}

/** A function that masks one value of a schema's shape, or null when nothing under the schema is personal. */
export type Masker = (value: unknown) => unknown;

const objectTypes = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

function compile(node: Walked): Masker | null {
  const kind = personalKindOf(node as unknown as v.GenericSchema);
  if (kind) {
    const mask = masks[kind];
    return (value) => (typeof value === 'string' ? mask(value) : value);
  }
  if (node.wrapped) {
    const inner = compile(node.wrapped);
    return inner && ((value) => (value === null || value === undefined ? value : inner(value)));
  }
  if (node.type === 'array' && node.item) {
    const inner = compile(node.item);
    return inner && ((value) => (Array.isArray(value) ? value.map(inner) : value));
  }
  if (node.type && objectTypes.has(node.type) && node.entries) {
    const fields = Object.entries(node.entries).flatMap(([key, entry]) => {
      const inner = compile(entry);
      return inner ? [[key, inner] as const] : [];
    });
    if (fields.length === 0) return null;
    return (value) => {
      if (value === null || typeof value !== 'object') return value;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, inner] of fields) if (key in copy) copy[key] = inner(copy[key]);
      return copy;
    };
  }
  return null;
}

const compiled = new WeakMap<object, Masker | null>();

/** The masker of a schema (made once per schema): every personal field under it masked, the rest kept. */
export function maskerOf(schema: v.GenericSchema): Masker | null {
  if (!compiled.has(schema)) compiled.set(schema, compile(walked(schema)));
  return compiled.get(schema) ?? null;
}

/** The personal fields of an object schema, by name, with their kinds (what an unmasking answers). */
export function personalFieldsOf(schema: v.GenericSchema): Record<string, MaskKind> {
  const entries = walked(schema).entries ?? {};
  return Object.fromEntries(
    Object.entries(entries).flatMap(([key, entry]) => {
      const kind = personalKindOf(entry as unknown as v.GenericSchema);
      return kind ? [[key, kind]] : [];
    }),
  );
}
