import { invalidInput } from './errors.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageInput {
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface Paging {
  pageNumber: number;
  pageSize: number;
  skip: number;
  take: number;
}

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  pageNumber: number;
  pageSize: number;
}

/** Checks 1-based paging input and turns it into the database's skip/take. */
export function checkPaging(input: PageInput): Paging {
  const pageNumber = input.pageNumber ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 1) {
    throw invalidInput('pageNumber must be a whole number of 1 or more', 'pageNumber');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw invalidInput(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  }
  return { pageNumber, pageSize, skip: (pageNumber - 1) * pageSize, take: pageSize };
}

/** A page past the end is empty but still reports the real totals, so a client can step back. */
export function pageOf<T>(content: T[], totalElements: number, paging: Paging): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / paging.pageSize),
    pageNumber: paging.pageNumber,
    pageSize: paging.pageSize,
  };
}
