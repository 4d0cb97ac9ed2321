import { Ajv } from 'ajv';
import type { SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { requireSite } from './site.js';

const UNSIGNED_DESCRIPTION = 'Unsigned claims of the site visitor.';

/** What an adaptive schema must be: a draft-07 object schema of boolean claims, plus the `unsigned` object of boolean claims. */
const claim = {
  type: 'object',
  properties: { type: { const: 'boolean' }, description: { type: 'string', minLength: 1, maxLength: 512 } },
  required: ['type', 'description'],
  additionalProperties: false,
};
const claimName = { pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' };
const ADAPTIVE_SCHEMA_RULES = {
  type: 'object',
  properties: {
    $schema: { const: 'http://json-schema.org/draft-07/schema#' },
    type: { const: 'object' },
    properties: {
      type: 'object',
      propertyNames: claimName,
      properties: {
        unsigned: {
          type: 'object',
          properties: {
            type: { const: 'object' },
            description: { const: UNSIGNED_DESCRIPTION },
            properties: { type: 'object', propertyNames: claimName, additionalProperties: claim },
            additionalProperties: { const: false },
          },
          required: ['type', 'description', 'properties', 'additionalProperties'],
          additionalProperties: false,
        },
      },
      additionalProperties: claim,
    },
    additionalProperties: { const: false },
  },
  required: ['type', 'properties', 'additionalProperties'],
  additionalProperties: false,
};

const ajv = new Ajv({ allErrors: true });
const checkRules = ajv.compile(ADAPTIVE_SCHEMA_RULES);

export const EMPTY_ADAPTIVE_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { unsigned: { type: 'object', description: UNSIGNED_DESCRIPTION, properties: {}, additionalProperties: false } },
  additionalProperties: false,
};

type Claims = Record<string, { description: string; properties?: Record<string, { description: string }> }>;

function present(site: SiteRecord) {
  return {
    object: 'site-adaptive-schema' as const,
    jsonSchema: site.adaptiveSchema?.jsonSchema ?? EMPTY_ADAPTIVE_SCHEMA,
    updatedAt: site.adaptiveSchema?.updatedAt ?? site.createdAt,
  };
}

export function getAdaptiveSchema(ctx: Context, organizationId: string, siteId: string) {
  return present(requireSite(ctx, organizationId, siteId, 'read'));
}

/** Replaces the visitor schema: a valid draft-07 schema (ajv) that follows the rules above, or a 400 saying where it does not. */
export function putAdaptiveSchema(ctx: Context, organizationId: string, siteId: string, jsonSchema: unknown) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (!ajv.validateSchema(jsonSchema as object))
    throw invalid(`not a draft-07 JSON Schema: ${ajv.errorsText(ajv.errors, { dataVar: 'jsonSchema' })}`, 'jsonSchema');
  if (!checkRules(jsonSchema)) throw invalid(`${ajv.errorsText(checkRules.errors, { dataVar: 'jsonSchema' })}`, 'jsonSchema');
  const next = ctx.store.put('sites', { ...site, adaptiveSchema: { jsonSchema, updatedAt: ctx.clock.iso() } });
  return present(next);
}

/** One suggested condition per claim, signed ones first. */
export function templateConditions(ctx: Context, organizationId: string, siteId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const { unsigned, ...signed } = (site.adaptiveSchema?.jsonSchema ?? EMPTY_ADAPTIVE_SCHEMA).properties as Claims;
  const items = [
    ...Object.entries(signed).map(([name, c]) => ({ description: c.description, condition: `visitor.claims.${name}` })),
    ...Object.entries(unsigned?.properties ?? {}).map(([name, c]) => ({ description: c.description, condition: `visitor.claims.unsigned.${name}` })),
  ];
  return { items };
}
