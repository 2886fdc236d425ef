// on-headers 1 ships no type declarations; this covers its one function.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /**
   * Runs `listener` (with `this` the response) once, just before the response writes its headers, while
   * they can still be changed.
   */
  export default function onHeaders<Response extends ServerResponse>(
    response: Response,
    listener: (this: Response) => void,
  ): void;
}
