import { describe } from 'vitest';
import { fakeFetchCases } from './fake-fetch.cases';

describe('fakeFetch in happy-dom', fakeFetchCases);
