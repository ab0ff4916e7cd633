import { describe } from 'vitest';
import { fakeFetchCases } from './fake-fetch.cases';

describe('fakeFetch in node', fakeFetchCases);
