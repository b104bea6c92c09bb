import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Linux /proc readings for the load benches: a process's resident memory and CPU time, and the whole machine's CPU
 * time, so a result can say where the cores went (the shop's Node process, PostgreSQL's backends, the load
 * generator, other work). Reading /proc touches nothing.
 */

const clockTicks = 100; // getconf CLK_TCK on Linux

/** Resident set size (VmRSS) and its peak (VmHWM) in bytes; undefined once the process is gone. */
export function processMemory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  const { user, system } = processCpuSplit(pid);
  return user + system;
}

/**
 * CPU time a process (all its threads) has used in user mode and in the kernel (system calls), in milliseconds; 0
 * once it is gone. With `mainThreadOnly`, its main thread alone (for Node: the event loop, without GC helpers,
 * libuv's pool and workers).
 */
export function processCpuSplit(pid: number, mainThreadOnly = false): { user: number; system: number } {
  try {
    const stat = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      user: (Number(fields[11]) * 1000) / clockTicks,
      system: (Number(fields[12]) * 1000) / clockTicks,
    };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** The machine's CPU time so far (all cores), busy and total, in milliseconds. */
export function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: ((total - idle) * 1000) / clockTicks, total: (total * 1000) / clockTicks };
}

export function cpuModel(): string {
  try {
    return (
      /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ??
      os.cpus()[0]?.model ??
      'unknown CPU'
    );
  } catch {
    return os.cpus()[0]?.model ?? 'unknown CPU';
  }
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
