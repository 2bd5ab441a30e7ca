/** The account GraphQL: who am I, and the session in use. */
import type { MercuriusContext } from 'mercurius';
import type { z } from 'zod/mini';
import type { meResponseSchema } from '#protocol/auth';
import { schemaText, type QueryResolvers } from './sdl.ts';

type Answer = z.infer<typeof meResponseSchema>['data'];

type AuthQuery = {
  me: { args: object; result: Answer['me'] };
  session: { args: object; result: Answer['session'] };
};

export const authSchema = schemaText<{ enums: Record<string, never>; types: { Me: Answer['me']; Session: Answer['session'] } }, AuthQuery>({
  enums: {},
  types: {
    Me: {
      telegramId: 'ID!',
      gameId: 'ID!',
      name: 'String!',
      username: 'String',
      language: 'String!',
      premium: 'Boolean!',
      createdAt: 'Float!',
    },
    Session: { telegramId: 'ID!', premium: 'Boolean!', expire: 'Float!' },
  },
  query: { me: { args: {}, type: 'Me!' }, session: { args: {}, type: 'Session!' } },
});

export const authResolvers: QueryResolvers<AuthQuery, MercuriusContext> = {
  me: async (_root, _args, context) => {
    const { user } = await context.player();
    return {
      telegramId: String(user.telegramId),
      gameId: user.gameId,
      name: user.name,
      username: user.username,
      language: user.language,
      premium: user.premium,
      createdAt: user.createdAt,
    };
  },
  session: (_root, _args, context) => ({
    telegramId: String(context.claims.userId),
    premium: context.claims.premium,
    expire: context.claims.expire,
  }),
};
