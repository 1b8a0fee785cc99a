// Generated from /api/v1/openapi.json by `npm run api:types`: do not edit.
export interface paths {
    "/api/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List links, newest or most clicked first */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    tag?: string;
                    folder_id?: string;
                    archived?: "true" | "false";
                    sort?: "newest" | "clicks";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            links: {
                                id: string;
                                short_url: string;
                                full_url: string;
                                short_link: string;
                                domain: string;
                                custom_domain: string | null;
                                custom_domain_id: string | null;
                                redirect_type: 301 | 302 | 307 | 308;
                                created_at: string;
                                updated_at: string;
                                clicks: number;
                                is_disabled: boolean;
                                expires_at: string | null;
                                max_clicks: number | null;
                                clicks_left: number | null;
                                expired_url: string | null;
                                has_password: boolean;
                                rules: {
                                    conditions: ({
                                        /** @enum {string} */
                                        type: "device";
                                        /** @enum {string} */
                                        value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                    } | {
                                        /** @enum {string} */
                                        type: "os";
                                        /** @enum {string} */
                                        value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                    } | {
                                        /** @enum {string} */
                                        type: "browser";
                                        /** @enum {string} */
                                        value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                    } | {
                                        /** @enum {string} */
                                        type: "language";
                                        value: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "country";
                                        value: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "query";
                                        value: {
                                            name: string;
                                            value?: string;
                                        };
                                    } | {
                                        /** @enum {string} */
                                        type: "ip";
                                        value: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "after";
                                        /** Format: date-time */
                                        value: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "before";
                                        /** Format: date-time */
                                        value: string;
                                    })[];
                                    url: string;
                                }[] | null;
                                ios_url: string | null;
                                android_url: string | null;
                                geo_targets: {
                                    [key: string]: string;
                                } | null;
                                og_title: string | null;
                                og_description: string | null;
                                og_image: string | null;
                                no_referrer: boolean;
                                forward_query: boolean;
                                /** @enum {string} */
                                query_precedence: "destination" | "visitor";
                                title: string | null;
                                tags: string[];
                                folder_id: string | null;
                                notes: string | null;
                                archived: boolean;
                                health_check: boolean;
                                health: {
                                    /** @enum {string} */
                                    status: "ok" | "broken";
                                    detail: string;
                                    checked_at: string;
                                } | null;
                                created_by?: string | null;
                                imported_clicks?: number | null;
                                imported_created_at?: string | null;
                            }[];
                            next_cursor: string | null;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        full_url: string;
                        short_url?: string;
                        domain?: string;
                        redirect_type?: 301 | 302 | 307 | 308;
                        expires_at?: string | null;
                        max_clicks?: number | null;
                        expired_url?: string | null;
                        password?: string | null;
                        rules?: {
                            conditions: ({
                                /** @enum {string} */
                                type: "device";
                                /** @enum {string} */
                                value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                            } | {
                                /** @enum {string} */
                                type: "os";
                                /** @enum {string} */
                                value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                            } | {
                                /** @enum {string} */
                                type: "browser";
                                /** @enum {string} */
                                value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                            } | {
                                /** @enum {string} */
                                type: "language";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "country";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "query";
                                value: {
                                    name: string;
                                    value?: string;
                                };
                            } | {
                                /** @enum {string} */
                                type: "ip";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "after";
                                /** Format: date-time */
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "before";
                                /** Format: date-time */
                                value: string;
                            })[];
                            url: string;
                        }[] | null;
                        ios_url?: string | null;
                        android_url?: string | null;
                        geo_targets?: {
                            [key: string]: string;
                        } | null;
                        og_title?: string | null;
                        og_description?: string | null;
                        og_image?: string | null;
                        no_referrer?: boolean;
                        health_check?: boolean | null;
                        title?: string | null;
                        tags?: string[];
                        folder_id?: string | null;
                        notes?: string | null;
                        archived?: boolean;
                        forward_query?: boolean;
                        /** @enum {string} */
                        query_precedence?: "destination" | "visitor";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            short_url: string;
                            full_url: string;
                            short_link: string;
                            domain: string;
                            custom_domain: string | null;
                            custom_domain_id: string | null;
                            redirect_type: 301 | 302 | 307 | 308;
                            created_at: string;
                            updated_at: string;
                            clicks: number;
                            is_disabled: boolean;
                            expires_at: string | null;
                            max_clicks: number | null;
                            clicks_left: number | null;
                            expired_url: string | null;
                            has_password: boolean;
                            rules: {
                                conditions: ({
                                    /** @enum {string} */
                                    type: "device";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                } | {
                                    /** @enum {string} */
                                    type: "os";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                } | {
                                    /** @enum {string} */
                                    type: "browser";
                                    /** @enum {string} */
                                    value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                } | {
                                    /** @enum {string} */
                                    type: "language";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "country";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "query";
                                    value: {
                                        name: string;
                                        value?: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    type: "ip";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "after";
                                    /** Format: date-time */
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "before";
                                    /** Format: date-time */
                                    value: string;
                                })[];
                                url: string;
                            }[] | null;
                            ios_url: string | null;
                            android_url: string | null;
                            geo_targets: {
                                [key: string]: string;
                            } | null;
                            og_title: string | null;
                            og_description: string | null;
                            og_image: string | null;
                            no_referrer: boolean;
                            forward_query: boolean;
                            /** @enum {string} */
                            query_precedence: "destination" | "visitor";
                            title: string | null;
                            tags: string[];
                            folder_id: string | null;
                            notes: string | null;
                            archived: boolean;
                            health_check: boolean;
                            health: {
                                /** @enum {string} */
                                status: "ok" | "broken";
                                detail: string;
                                checked_at: string;
                            } | null;
                            created_by?: string | null;
                            imported_clicks?: number | null;
                            imported_created_at?: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create up to 100 links, with a result per item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        links: {
                            full_url: string;
                            short_url?: string;
                            domain?: string;
                            redirect_type?: 301 | 302 | 307 | 308;
                            expires_at?: string | null;
                            max_clicks?: number | null;
                            expired_url?: string | null;
                            password?: string | null;
                            rules?: {
                                conditions: ({
                                    /** @enum {string} */
                                    type: "device";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                } | {
                                    /** @enum {string} */
                                    type: "os";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                } | {
                                    /** @enum {string} */
                                    type: "browser";
                                    /** @enum {string} */
                                    value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                } | {
                                    /** @enum {string} */
                                    type: "language";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "country";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "query";
                                    value: {
                                        name: string;
                                        value?: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    type: "ip";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "after";
                                    /** Format: date-time */
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "before";
                                    /** Format: date-time */
                                    value: string;
                                })[];
                                url: string;
                            }[] | null;
                            ios_url?: string | null;
                            android_url?: string | null;
                            geo_targets?: {
                                [key: string]: string;
                            } | null;
                            og_title?: string | null;
                            og_description?: string | null;
                            og_image?: string | null;
                            no_referrer?: boolean;
                            health_check?: boolean | null;
                            title?: string | null;
                            tags?: string[];
                            folder_id?: string | null;
                            notes?: string | null;
                            archived?: boolean;
                            forward_query?: boolean;
                            /** @enum {string} */
                            query_precedence?: "destination" | "visitor";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: ({
                                index: number;
                                /** @enum {boolean} */
                                ok: true;
                                link: {
                                    id: string;
                                    short_url: string;
                                    full_url: string;
                                    short_link: string;
                                    domain: string;
                                    custom_domain: string | null;
                                    custom_domain_id: string | null;
                                    redirect_type: 301 | 302 | 307 | 308;
                                    created_at: string;
                                    updated_at: string;
                                    clicks: number;
                                    is_disabled: boolean;
                                    expires_at: string | null;
                                    max_clicks: number | null;
                                    clicks_left: number | null;
                                    expired_url: string | null;
                                    has_password: boolean;
                                    rules: {
                                        conditions: ({
                                            /** @enum {string} */
                                            type: "device";
                                            /** @enum {string} */
                                            value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                        } | {
                                            /** @enum {string} */
                                            type: "os";
                                            /** @enum {string} */
                                            value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                        } | {
                                            /** @enum {string} */
                                            type: "browser";
                                            /** @enum {string} */
                                            value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                        } | {
                                            /** @enum {string} */
                                            type: "language";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "country";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "query";
                                            value: {
                                                name: string;
                                                value?: string;
                                            };
                                        } | {
                                            /** @enum {string} */
                                            type: "ip";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "after";
                                            /** Format: date-time */
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "before";
                                            /** Format: date-time */
                                            value: string;
                                        })[];
                                        url: string;
                                    }[] | null;
                                    ios_url: string | null;
                                    android_url: string | null;
                                    geo_targets: {
                                        [key: string]: string;
                                    } | null;
                                    og_title: string | null;
                                    og_description: string | null;
                                    og_image: string | null;
                                    no_referrer: boolean;
                                    forward_query: boolean;
                                    /** @enum {string} */
                                    query_precedence: "destination" | "visitor";
                                    title: string | null;
                                    tags: string[];
                                    folder_id: string | null;
                                    notes: string | null;
                                    archived: boolean;
                                    health_check: boolean;
                                    health: {
                                        /** @enum {string} */
                                        status: "ok" | "broken";
                                        detail: string;
                                        checked_at: string;
                                    } | null;
                                    created_by?: string | null;
                                    imported_clicks?: number | null;
                                    imported_created_at?: string | null;
                                };
                            } | {
                                index: number;
                                /** @enum {boolean} */
                                ok: false;
                                error: {
                                    error: string;
                                    code: string;
                                };
                            })[];
                            created: number;
                            failed: number;
                        };
                    };
                };
            };
        };
        /** Delete up to 1,000 links (by ids or a filter), with a result per link */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: string[];
                        filter?: {
                            search?: string;
                            tag?: string;
                            folder_id?: string;
                            archived?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: ({
                                id: string;
                                /** @enum {boolean} */
                                ok: true;
                            } | {
                                id: string;
                                /** @enum {boolean} */
                                ok: false;
                                error: {
                                    error: string;
                                    code: string;
                                };
                            })[];
                            deleted: number;
                            failed: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change up to 1,000 links (by ids or a filter), with a result per link */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: string[];
                        filter?: {
                            search?: string;
                            tag?: string;
                            folder_id?: string;
                            archived?: boolean;
                        };
                        set: {
                            folder_id?: string | null;
                            tags?: string[];
                            archived?: boolean;
                            domain?: string;
                            forward_query?: boolean;
                            /** @enum {string} */
                            query_precedence?: "destination" | "visitor";
                            expires_at?: string | null;
                            max_clicks?: number | null;
                            expired_url?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: ({
                                id: string;
                                /** @enum {boolean} */
                                ok: true;
                                link: {
                                    id: string;
                                    short_url: string;
                                    full_url: string;
                                    short_link: string;
                                    domain: string;
                                    custom_domain: string | null;
                                    custom_domain_id: string | null;
                                    redirect_type: 301 | 302 | 307 | 308;
                                    created_at: string;
                                    updated_at: string;
                                    clicks: number;
                                    is_disabled: boolean;
                                    expires_at: string | null;
                                    max_clicks: number | null;
                                    clicks_left: number | null;
                                    expired_url: string | null;
                                    has_password: boolean;
                                    rules: {
                                        conditions: ({
                                            /** @enum {string} */
                                            type: "device";
                                            /** @enum {string} */
                                            value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                        } | {
                                            /** @enum {string} */
                                            type: "os";
                                            /** @enum {string} */
                                            value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                        } | {
                                            /** @enum {string} */
                                            type: "browser";
                                            /** @enum {string} */
                                            value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                        } | {
                                            /** @enum {string} */
                                            type: "language";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "country";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "query";
                                            value: {
                                                name: string;
                                                value?: string;
                                            };
                                        } | {
                                            /** @enum {string} */
                                            type: "ip";
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "after";
                                            /** Format: date-time */
                                            value: string;
                                        } | {
                                            /** @enum {string} */
                                            type: "before";
                                            /** Format: date-time */
                                            value: string;
                                        })[];
                                        url: string;
                                    }[] | null;
                                    ios_url: string | null;
                                    android_url: string | null;
                                    geo_targets: {
                                        [key: string]: string;
                                    } | null;
                                    og_title: string | null;
                                    og_description: string | null;
                                    og_image: string | null;
                                    no_referrer: boolean;
                                    forward_query: boolean;
                                    /** @enum {string} */
                                    query_precedence: "destination" | "visitor";
                                    title: string | null;
                                    tags: string[];
                                    folder_id: string | null;
                                    notes: string | null;
                                    archived: boolean;
                                    health_check: boolean;
                                    health: {
                                        /** @enum {string} */
                                        status: "ok" | "broken";
                                        detail: string;
                                        checked_at: string;
                                    } | null;
                                    created_by?: string | null;
                                    imported_clicks?: number | null;
                                    imported_created_at?: string | null;
                                };
                            } | {
                                id: string;
                                /** @enum {boolean} */
                                ok: false;
                                error: {
                                    error: string;
                                    code: string;
                                };
                            })[];
                            changed: number;
                            failed: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            short_url: string;
                            full_url: string;
                            short_link: string;
                            domain: string;
                            custom_domain: string | null;
                            custom_domain_id: string | null;
                            redirect_type: 301 | 302 | 307 | 308;
                            created_at: string;
                            updated_at: string;
                            clicks: number;
                            is_disabled: boolean;
                            expires_at: string | null;
                            max_clicks: number | null;
                            clicks_left: number | null;
                            expired_url: string | null;
                            has_password: boolean;
                            rules: {
                                conditions: ({
                                    /** @enum {string} */
                                    type: "device";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                } | {
                                    /** @enum {string} */
                                    type: "os";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                } | {
                                    /** @enum {string} */
                                    type: "browser";
                                    /** @enum {string} */
                                    value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                } | {
                                    /** @enum {string} */
                                    type: "language";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "country";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "query";
                                    value: {
                                        name: string;
                                        value?: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    type: "ip";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "after";
                                    /** Format: date-time */
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "before";
                                    /** Format: date-time */
                                    value: string;
                                })[];
                                url: string;
                            }[] | null;
                            ios_url: string | null;
                            android_url: string | null;
                            geo_targets: {
                                [key: string]: string;
                            } | null;
                            og_title: string | null;
                            og_description: string | null;
                            og_image: string | null;
                            no_referrer: boolean;
                            forward_query: boolean;
                            /** @enum {string} */
                            query_precedence: "destination" | "visitor";
                            title: string | null;
                            tags: string[];
                            folder_id: string | null;
                            notes: string | null;
                            archived: boolean;
                            health_check: boolean;
                            health: {
                                /** @enum {string} */
                                status: "ok" | "broken";
                                detail: string;
                                checked_at: string;
                            } | null;
                            created_by?: string | null;
                            imported_clicks?: number | null;
                            imported_created_at?: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a link */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a link */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        full_url?: string;
                        short_url?: string;
                        redirect_type?: 301 | 302 | 307 | 308;
                        domain?: string;
                        expires_at?: string | null;
                        max_clicks?: number | null;
                        expired_url?: string | null;
                        password?: string | null;
                        rules?: {
                            conditions: ({
                                /** @enum {string} */
                                type: "device";
                                /** @enum {string} */
                                value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                            } | {
                                /** @enum {string} */
                                type: "os";
                                /** @enum {string} */
                                value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                            } | {
                                /** @enum {string} */
                                type: "browser";
                                /** @enum {string} */
                                value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                            } | {
                                /** @enum {string} */
                                type: "language";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "country";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "query";
                                value: {
                                    name: string;
                                    value?: string;
                                };
                            } | {
                                /** @enum {string} */
                                type: "ip";
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "after";
                                /** Format: date-time */
                                value: string;
                            } | {
                                /** @enum {string} */
                                type: "before";
                                /** Format: date-time */
                                value: string;
                            })[];
                            url: string;
                        }[] | null;
                        ios_url?: string | null;
                        android_url?: string | null;
                        geo_targets?: {
                            [key: string]: string;
                        } | null;
                        og_title?: string | null;
                        og_description?: string | null;
                        og_image?: string | null;
                        no_referrer?: boolean;
                        health_check?: boolean | null;
                        title?: string | null;
                        tags?: string[];
                        folder_id?: string | null;
                        notes?: string | null;
                        archived?: boolean;
                        forward_query?: boolean;
                        /** @enum {string} */
                        query_precedence?: "destination" | "visitor";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            short_url: string;
                            full_url: string;
                            short_link: string;
                            domain: string;
                            custom_domain: string | null;
                            custom_domain_id: string | null;
                            redirect_type: 301 | 302 | 307 | 308;
                            created_at: string;
                            updated_at: string;
                            clicks: number;
                            is_disabled: boolean;
                            expires_at: string | null;
                            max_clicks: number | null;
                            clicks_left: number | null;
                            expired_url: string | null;
                            has_password: boolean;
                            rules: {
                                conditions: ({
                                    /** @enum {string} */
                                    type: "device";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "desktop" | "mobile" | "tablet";
                                } | {
                                    /** @enum {string} */
                                    type: "os";
                                    /** @enum {string} */
                                    value: "ios" | "android" | "windows" | "macos" | "linux" | "chromeos";
                                } | {
                                    /** @enum {string} */
                                    type: "browser";
                                    /** @enum {string} */
                                    value: "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung";
                                } | {
                                    /** @enum {string} */
                                    type: "language";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "country";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "query";
                                    value: {
                                        name: string;
                                        value?: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    type: "ip";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "after";
                                    /** Format: date-time */
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    type: "before";
                                    /** Format: date-time */
                                    value: string;
                                })[];
                                url: string;
                            }[] | null;
                            ios_url: string | null;
                            android_url: string | null;
                            geo_targets: {
                                [key: string]: string;
                            } | null;
                            og_title: string | null;
                            og_description: string | null;
                            og_image: string | null;
                            no_referrer: boolean;
                            forward_query: boolean;
                            /** @enum {string} */
                            query_precedence: "destination" | "visitor";
                            title: string | null;
                            tags: string[];
                            folder_id: string | null;
                            notes: string | null;
                            archived: boolean;
                            health_check: boolean;
                            health: {
                                /** @enum {string} */
                                status: "ok" | "broken";
                                detail: string;
                                checked_at: string;
                            } | null;
                            created_by?: string | null;
                            imported_clicks?: number | null;
                            imported_created_at?: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Click analytics of all links or one (link_id) */
        get: {
            parameters: {
                query?: {
                    range?: "24h" | "7d" | "30d" | "90d" | "custom" | "all";
                    from?: string;
                    to?: string;
                    time_zone?: string;
                    interval?: "hour" | "day" | "month";
                    link_id?: string;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d" | "custom" | "all";
                                /** @enum {string} */
                                interval: "hour" | "day" | "month";
                                time_zone: string;
                                from: number;
                                to: number;
                                link: {
                                    id: string;
                                    short_url: string;
                                    url: string;
                                } | null;
                                totals: {
                                    clicks: number;
                                    humans: number;
                                    bots: number;
                                    unique_visitors: number;
                                    qr: number;
                                    direct: number;
                                };
                                series: {
                                    start: number;
                                    label: string;
                                    clicks: number;
                                    humans: number;
                                    bots: number;
                                    visitors: number;
                                }[];
                                top_links: {
                                    id: string;
                                    short_url: string;
                                    url: string;
                                    clicks: number;
                                }[];
                                breakdowns: {
                                    [key: string]: {
                                        value: string;
                                        clicks: number;
                                    }[];
                                };
                                sources: {
                                    value: string;
                                    clicks: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A QR code of a link's short URL (PNG or SVG) */
        get: {
            parameters: {
                query: {
                    code: string;
                    domain?: string;
                    format?: "png" | "svg";
                    size?: number;
                    margin?: number;
                    dark?: string;
                    light?: string;
                    ecl?: "L" | "M" | "Q" | "H";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List custom domains */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domains: {
                                id: string;
                                domain: string;
                                display_domain: string;
                                verified: boolean;
                                /** @enum {string} */
                                status: "verified" | "pending" | "failing";
                                verification_token: string;
                                is_subdomain: boolean;
                                records: {
                                    /** @enum {string} */
                                    type: "TXT" | "CNAME" | "A" | "AAAA";
                                    name: string;
                                    value: string;
                                    ttl?: number;
                                    description: string;
                                }[];
                                created_at: string;
                                verified_at: string | null;
                                last_checked_at: string | null;
                                serving_until: string | null;
                                forward_query: boolean;
                                apple_app_site_association: {
                                    [key: string]: unknown;
                                } | null;
                                android_asset_links: {
                                    [key: string]: unknown;
                                }[] | null;
                            }[];
                            max: number | null;
                            proxy_host: string;
                            proxy_ips: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a custom domain */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        domain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: {
                                id: string;
                                domain: string;
                                display_domain: string;
                                verified: boolean;
                                /** @enum {string} */
                                status: "verified" | "pending" | "failing";
                                verification_token: string;
                                is_subdomain: boolean;
                                records: {
                                    /** @enum {string} */
                                    type: "TXT" | "CNAME" | "A" | "AAAA";
                                    name: string;
                                    value: string;
                                    ttl?: number;
                                    description: string;
                                }[];
                                created_at: string;
                                verified_at: string | null;
                                last_checked_at: string | null;
                                serving_until: string | null;
                                forward_query: boolean;
                                apple_app_site_association: {
                                    [key: string]: unknown;
                                } | null;
                                android_asset_links: {
                                    [key: string]: unknown;
                                }[] | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a domain's DNS records and verify it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verified: boolean;
                            issues: string[];
                            domain?: {
                                id: string;
                                domain: string;
                                display_domain: string;
                                verified: boolean;
                                /** @enum {string} */
                                status: "verified" | "pending" | "failing";
                                verification_token: string;
                                is_subdomain: boolean;
                                records: {
                                    /** @enum {string} */
                                    type: "TXT" | "CNAME" | "A" | "AAAA";
                                    name: string;
                                    value: string;
                                    ttl?: number;
                                    description: string;
                                }[];
                                created_at: string;
                                verified_at: string | null;
                                last_checked_at: string | null;
                                serving_until: string | null;
                                forward_query: boolean;
                                apple_app_site_association: {
                                    [key: string]: unknown;
                                } | null;
                                android_asset_links: {
                                    [key: string]: unknown;
                                }[] | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a custom domain and its links */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a domain's defaults for new links (query forwarding) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        forward_query?: boolean;
                        apple_app_site_association?: {
                            [key: string]: unknown;
                        } | null;
                        android_asset_links?: ({
                            relation: string[];
                            target: ({
                                /** @enum {string} */
                                namespace: "android_app";
                                package_name: string;
                                sha256_cert_fingerprints: string[];
                            } & {
                                [key: string]: unknown;
                            }) | ({
                                /** @enum {string} */
                                namespace: "web";
                                /** Format: uri */
                                site: string;
                            } & {
                                [key: string]: unknown;
                            });
                        } & {
                            [key: string]: unknown;
                        })[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: {
                                id: string;
                                domain: string;
                                display_domain: string;
                                verified: boolean;
                                /** @enum {string} */
                                status: "verified" | "pending" | "failing";
                                verification_token: string;
                                is_subdomain: boolean;
                                records: {
                                    /** @enum {string} */
                                    type: "TXT" | "CNAME" | "A" | "AAAA";
                                    name: string;
                                    value: string;
                                    ttl?: number;
                                    description: string;
                                }[];
                                created_at: string;
                                verified_at: string | null;
                                last_checked_at: string | null;
                                serving_until: string | null;
                                forward_query: boolean;
                                apple_app_site_association: {
                                    [key: string]: unknown;
                                } | null;
                                android_asset_links: {
                                    [key: string]: unknown;
                                }[] | null;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List folders by name, with their link counts and the archived count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folders: {
                                id: string;
                                name: string;
                                created_at: string;
                                links: number;
                                archived: number;
                            }[];
                            no_folder: {
                                links: number;
                                archived: number;
                            };
                            archived: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a folder */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folder: {
                                id: string;
                                name: string;
                                created_at: string;
                                links: number;
                                archived: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a folder; its links stay, in no folder */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            deleted: true;
                            unfiled: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a folder */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folder: {
                                id: string;
                                name: string;
                                created_at: string;
                                links: number;
                                archived: number;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List imports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imports: {
                                id: string;
                                /** @enum {string} */
                                source: "shlink" | "bitly" | "yourls" | "shortio" | "dub" | "kutt" | "rebrandly";
                                base_url: string;
                                domain_map: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                total: number | null;
                                created: number;
                                existing: number;
                                conflicts: number;
                                refused: number;
                                errors: number;
                                message: string | null;
                                created_at: string;
                                updated_at: string;
                                finished_at: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Import every link of a Shlink server or a Bitly group; answers at once, the job runs in the background */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        source: "shlink" | "bitly" | "yourls" | "shortio" | "dub" | "kutt" | "rebrandly";
                        base_url: string;
                        api_key: string;
                        /** @default {} */
                        domain_map?: {
                            [key: string]: string;
                        };
                        group_guid?: string;
                        workspace?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's status and counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            source: "shlink" | "bitly" | "yourls" | "shortio" | "dub" | "kutt" | "rebrandly";
                            base_url: string;
                            domain_map: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            total: number | null;
                            created: number;
                            existing: number;
                            conflicts: number;
                            refused: number;
                            errors: number;
                            message: string | null;
                            created_at: string;
                            updated_at: string;
                            finished_at: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
