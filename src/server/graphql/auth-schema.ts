/** The account GraphQL: who am I, and the session in use. */
import type { IResolvers } from 'mercurius';
import { userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { readUser } from '../services/users.ts';

export const authSchema = /* GraphQL */ `
  type Me {
    telegramId: ID!
    gameId: ID!
    name: String!
    username: String
    language: String!
    premium: Boolean!
    createdAt: Float!
  }
  type Session {
    telegramId: ID!
    premium: Boolean!
    expire: Float!
  }
  type Query {
    me: Me!
    session: Session!
  }
`;

export function authResolvers(app: AppContext): IResolvers {
  return {
    Query: {
      me: async (_root, _args, context) => {
        const user = await readUser(app.db, context.claims.userId);
        if (user === undefined) throw userNotFound();
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
    },
  };
}
