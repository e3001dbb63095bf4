import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationFailure, type ValidationIssue } from '../core/errors.ts';

/** Parameters the earlier clients send on every call; they are transport, not input. */
const TRANSPORT_KEYS = ['server', 'ba-user-token', 'bausertoken', 'ba_user_token', 'think-lang', '_'];

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    let input = data;
    if (
      (httpPart === 'querystring' || httpPart === 'body') &&
      input &&
      typeof input === 'object' &&
      !Array.isArray(input)
    ) {
      const copy = { ...(input as Record<string, unknown>) };
      for (const key of TRANSPORT_KEYS) delete copy[key];
      input = copy;
    }
    if (httpPart === 'body' && (input === undefined || input === null)) input = {};
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return {
      error: new ValidationFailure(result.error.issues as unknown as ValidationIssue[], httpPart ?? 'body'),
    };
  };
