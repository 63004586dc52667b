import os from 'node:os';
import type { LineSink } from './log-stream';

export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  ms: number;
}

/** Levels at which pino writes info lines (its level names, custom levels aside). */
const INFO_PASSES = new Set(['trace', 'debug', 'info']);

/**
 * The one info line of a completed request, written straight into the log's sink as the exact
 * JSON line pino writes for `request.log.info({ method, url, statusCode, ms }, 'request')` (same
 * fields, same order). Going through pino cost a few microseconds per request (its generic field
 * loop, its string escaping of every value), a tenth of a read route's own cost; this line has
 * five known fields, and only the id and the URL need escaping. Written only when the
 * request's logger level (`level`) lets info lines through.
 */
export function requestLineWriter(sink: LineSink): (line: RequestLine, level: string) => void {
  const prefix = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"reqId":`;
  return ({ reqId, method, url, statusCode, ms }, level) => {
    if (!INFO_PASSES.has(level)) return;
    sink.write(
      `{"level":30,"time":${Date.now()}${prefix}${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
