// Whether a process is still running, and when it started: a process number alone is reused by the
// system once its process is gone, so a lock names its holder by its number and its start time.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { isRunning } from '../running-process.js';

/**
 * What the system says about process `pid`: gone (no such process, or one that has exited and waits
 * for its parent to collect it), or running, with an opaque text naming when it started, the same
 * each time it is asked about the same process, and undefined where that cannot be told.
 */
export type ProcessState = { running: false } | { running: true; started: string | undefined };

export async function lookUpProcess(pid: number): Promise<ProcessState> {
  if (!isRunning(pid)) return { running: false };
  if (process.platform === 'linux') return fromProc(pid);
  if (process.platform === 'win32') return { running: true, started: undefined };
  return fromPs(pid);
}

/** Linux: /proc/<pid>/stat (proc(5)) has the state and the start time in clock ticks after boot. */
async function fromProc(pid: number): Promise<ProcessState> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { running: true, started: undefined }; // hidden (mounted with hidepid): can't tell
  }
  // The command's name, in parentheses, may itself hold spaces and parentheses: the fields after it
  // start after the last ')'. They begin with field 3, the state; field 22 is the start time.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return { running: false }; // exited, not yet collected
  // Ticks after boot are the same for two processes of two boots: the boot's id tells them apart.
  const boot = await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '');
  return { running: true, started: fields[19] ? `${boot.trim()}:${fields[19]}` : undefined };
}

/** macOS and the BSDs: ps gives the state and the date and time the process started. */
async function fromPs(pid: number): Promise<ProcessState> {
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], {
      timeout: 5000,
    });
    const [state = '', ...start] = stdout.trim().split(/\s+/);
    if (state.startsWith('Z')) return { running: false };
    return { running: true, started: start.join(' ') || undefined };
  } catch (error) {
    // ps exits 1 when no process has that number (it ended meanwhile); without ps, we can't tell.
    return (error as { code?: unknown }).code === 1 ? { running: false } : { running: true, started: undefined };
  }
}
