/** What a route tells the server about its page: the source module whose chunk and CSS it needs. */
export interface PageHandle {
  module: string;
}
