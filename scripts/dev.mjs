// `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite with hot reload on PORT.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // The dev mailbox and demo data: `npm run dev` is development unless NODE_ENV says otherwise.
      NODE_ENV: process.env.NODE_ENV || 'development',
      PORT: apiPort,
      APP_URL: `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_PORT: webPort, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
