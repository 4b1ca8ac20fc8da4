'use strict';
// Stands in for node:http2 inside dist/ (scripts/build.ts maps the import here). undici's client module
// requires node:http2 when it loads, only to read a few protocol constants; it needs the module itself
// only when a TLS connection negotiates HTTP/2. Loading node:http2 (with tls and crypto) up front was the
// largest single part of the action's cold start, so here it loads on first real use.

// The constants undici reads at load: names and values fixed by RFC 9113 (a test holds them to node:http2).
const PROTOCOL_CONSTANTS = {
  HTTP2_HEADER_AUTHORITY: ':authority',
  HTTP2_HEADER_METHOD: ':method',
  HTTP2_HEADER_PATH: ':path',
  HTTP2_HEADER_SCHEME: ':scheme',
  HTTP2_HEADER_STATUS: ':status',
  HTTP2_HEADER_PROTOCOL: ':protocol',
  HTTP2_HEADER_CONTENT_LENGTH: 'content-length',
  HTTP2_HEADER_EXPECT: 'expect',
  NGHTTP2_NO_ERROR: 0,
  NGHTTP2_REFUSED_STREAM: 7,
};

let http2;
const load = () => (http2 ??= require('node:http2'));

const constants = new Proxy(PROTOCOL_CONSTANTS, {
  get: (known, name) => (Object.hasOwn(known, name) ? known[name] : load().constants[name]),
  has: (known, name) => Object.hasOwn(known, name) || name in load().constants,
});

// Anything else (connect, sensitiveHeaders, ...) is the real module's, loaded when first asked for.
module.exports = new Proxy(
  {},
  {
    get: (_, name) => (name === 'constants' ? constants : load()[name]),
    has: (_, name) => name in load(),
  },
);
