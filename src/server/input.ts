import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { describeZodError } from '../schemas/describe.js';
import type { Input, Operation } from '../schemas/operation.js';
import { HttpError } from './errors.js';

/**
 * A request's input as an operation's (or a control's) schemas read it: its path parameters (`params`, by
 * their names), its query and its body. What a schema refuses is a 400 naming the field; a path parameter
 * that could name nothing is `badParams`' answer.
 */
export function inputOf<O extends Operation>(
  operation: O,
  request: FastifyRequest,
  params: Record<string, string>,
  badParams: (error: z.ZodError) => HttpError,
): Input<O> {
  const named = operation.params.safeParse(params);
  if (!named.success) throw badParams(named.error);
  const query = operation.query.safeParse(request.query ?? {});
  if (!query.success) throw new HttpError(400, describeZodError('query', query.error));
  const bodyless = operation.body instanceof z.ZodUndefined;
  const body = bodyless ? { success: true as const, data: undefined } : operation.body.safeParse(request.body);
  if (!body.success) throw new HttpError(400, describeZodError('body', body.error));
  return { params: named.data, query: query.data, body: body.data } as Input<O>;
}
