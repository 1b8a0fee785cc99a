import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useMemo } from 'react';
import { useTheme } from '../../app/theme/use-theme';

export const OPENAPI_URL = '/api/v1/openapi.json';

/**
 * Scalar's interactive reference of /api/v1. Requests go to this page's own origin (the
 * document names APP_URL, which another app host's CSP would refuse), never through
 * Scalar's proxy; the key pasted for "try it" stays in memory (persistAuth false), and
 * nothing is sent to Scalar (no telemetry, web fonts, AI agent, MCP or developer tools).
 */
export default function ApiReference() {
  const { isDark } = useTheme();
  const configuration = useMemo(
    () => ({
      url: OPENAPI_URL,
      servers: [{ url: window.location.origin }],
      authentication: { preferredSecurityScheme: 'apiKey' },
      persistAuth: false,
      telemetry: false,
      withDefaultFonts: false,
      showDeveloperTools: 'never' as const,
      mcp: { disabled: true },
      agent: { disabled: true },
      hideDarkModeToggle: true,
      forceDarkModeState: isDark ? ('dark' as const) : ('light' as const),
      documentDownloadType: 'json' as const,
    }),
    [isDark],
  );
  return <ApiReferenceReact configuration={configuration} />;
}
