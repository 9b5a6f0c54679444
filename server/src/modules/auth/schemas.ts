import { Type } from 'typebox';

/** A bounded string; every free-text input has a length cap. */
export const Str = (max = 200) => Type.String({ maxLength: max });

/** Device info added to login payloads (spec 3); all optional. */
export const deviceInfo = {
  remote_addr: Type.Optional(Str(64)),
  host: Type.Optional(Str(255)),
  device: Type.Optional(Str(32)),
  system_group: Type.Optional(Str(64)),
  udid: Type.Optional(Str(128)),
  login_type: Type.Optional(Type.Union([Type.Integer(), Str(16)])),
  cdn: Type.Optional(Str(255)),
  system: Type.Optional(Str(64)),
  browser: Type.Optional(Str(64)),
  system_version: Type.Optional(Str(64)),
};

export const siteId = Type.Optional(Str(64));

/** The standard reply envelope for the OpenAPI document. */
export const replyOf = (data: ReturnType<typeof Type.Any> | ReturnType<typeof Type.Object> = Type.Any()) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Union([data, Type.Null()]) });
