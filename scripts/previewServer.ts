import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Serves a build with `vite preview` on `port` and returns once it answers (the measuring scripts
 * that open a build in chromium). Its own process group: stop it with `process.kill(-child.pid)`.
 */
export async function servePreview(dir: string, port: number): Promise<ChildProcess> {
  // Another server on the port would be measured in place of this build.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: choose another --port`);
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir], { detached: true, stdio: 'ignore' });
  for (let k = 0; k < 100; k++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview on ${port} did not start`);
}
