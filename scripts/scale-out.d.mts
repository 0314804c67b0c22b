export const BUILT_SERVER: string;
export const CLIENT_MAX_BODY_SIZE: string;
export const UPSTREAM_HEADER: string;

export function findNginx(): string | null;
export function freePort(host?: string): Promise<number>;

export interface Upstream {
  name: string;
  port: number;
  pid: number | undefined;
  /** host:port, as nginx names it in $upstream_addr (and X-Meedoen-Upstream). */
  address: string;
}

export function nginxConfig(options: {
  prefix: string;
  host: string;
  port: number;
  upstreams: { port: number }[];
  workers?: number | 'auto';
  accessLog?: boolean;
  upstreamHeader?: boolean;
}): string;

export interface ScaleOutOptions {
  databaseUrl: string | undefined;
  processes?: number;
  host?: string;
  port?: number;
  env?: Record<string, string>;
  workers?: number | 'auto';
  accessLog?: boolean;
  upstreamHeader?: boolean;
  output?: (line: string) => void;
  nginxPath?: string;
  keepPrefix?: boolean;
  onUnexpectedExit?: (name: string, how: string) => void;
}

export interface ScaleOut {
  url: string;
  host: string;
  port: number;
  prefix: string;
  nginxPid: number | undefined;
  upstreams: Upstream[];
  accessLog: string;
  stop(): Promise<void>;
}

export function startScaleOut(options: ScaleOutOptions): Promise<ScaleOut>;
