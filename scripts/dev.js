// `npm run dev`: the API server from source (restarting on change) and Vite's dev server
// with hot reload, which proxies /api to it. Open the URL Vite prints.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const webUrl = 'http://localhost:5173';
const children = [
  spawn(
    process.execPath,
    ['--conditions=@kurz/source', '--import', 'tsx', '--watch', 'apps/server/src/main.ts'],
    { stdio: 'inherit', env: { APP_URL: webUrl, ...process.env, PORT: apiPort } },
  ),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, KURZ_DEV_API_PORT: apiPort },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
