import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { LoginInput, RegisterInput, RegisterResponse, SessionResponse, User } from "../../common/auth";
import { type AnswerSchema, request } from "./api";

type AuthSchemas = typeof import("../../common/auth");
let authSchemas: Promise<AuthSchemas> | null = null;

/**
 * The answers are parsed with common/auth's zod schemas, loaded apart from the
 * entry chunk and beside each call (request takes a promise of its schema): every page, the landing included, mounts this provider, and a
 * static import would put zod in front of every first paint (about 27 KB
 * gzipped). A failed load is forgotten, so the next call tries again.
 */
function loadAuthSchemas(): Promise<AuthSchemas> {
  authSchemas ??= import("../../common/auth").catch((error: unknown) => {
    authSchemas = null;
    throw error;
  });
  return authSchemas;
}

/**
 * GET /api/session's answer. A visitor's `{ "user": null }` is the whole of
 * what the schema allows without a user, so it is accepted here: "/" shows
 * the landing to a visitor without waiting for zod. Any other answer goes
 * through common/auth's schema.
 */
const sessionAnswer: AnswerSchema<SessionResponse> = {
  async safeParse(value) {
    if (isVisitorAnswer(value)) return { success: true, data: { user: null } };
    return (await loadAuthSchemas()).sessionResponseSchema.safeParse(value);
  },
};

const isVisitorAnswer = (value: unknown) =>
  typeof value === "object" && value !== null && "user" in value && value.user === null;

/** The query that holds the signed-in user (SPEC §7 GET /api/user). */
export const USER_QUERY_KEY = ["/api/user"] as const;

export type AuthState = {
  /** The signed-in user, or null when signed out (or while loading). */
  user: User | null;
  /** True only while the first GET /api/user is on its way (SPEC §4 "loading at start"). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** POST /api/login; on success the user comes from the answer's `user` field. */
  login: (input: LoginInput) => Promise<User>;
  /** POST /api/register; the server signs the new account in, so the user is loaded again. */
  register: (input: RegisterInput) => Promise<RegisterResponse>;
  /** POST /api/logout, then the user is cleared (even if the call failed: the person asked to leave). */
  logout: () => Promise<void>;
  /** Loads the user again (after the email was confirmed, say). */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * The session of SPEC §4: loading at start while the current user is
 * fetched; success means signed in, failure (401 or otherwise) signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    // GET /api/session answers 200 for visitors too: no 401 in the console of every public page.
    queryFn: async () => {
      return (await request(sessionAnswer, "GET", "/api/session")).user;
    },
  });

  const login = useCallback(
    async (input: LoginInput) => {
      const schema = loadAuthSchemas().then((m) => m.loginResponseSchema);
      const { user } = await request(schema, "POST", "/api/login", input);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      return user;
    },
    [queryClient],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const schema = loadAuthSchemas().then((m) => m.registerResponseSchema);
      const answer = await request(schema, "POST", "/api/register", input);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return answer;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      // The schema loads beside the call (request's promise form): the POST
      // goes out even when that chunk fails to load.
      const schema = loadAuthSchemas().then((m) => m.messageResponseSchema);
      await request(schema, "POST", "/api/logout");
    } finally {
      // Nothing of the previous person may stay in the cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    }
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);

  const user = query.data ?? null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: query.isLoading,
      isAuthenticated: user !== null,
      login,
      register,
      logout,
      refresh,
    }),
    [user, query.isLoading, login, register, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
